import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_SCREENSHOT_MAX_MESSAGES } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { LiveMsg } from '@app/contract/messages';
import { showToast } from '../../../lib/toast';
import { createScreenshot } from '../api/create-screenshot';

/** Choosing messages for a screenshot (at most LIVE_SCREENSHOT_MAX_MESSAGES), and the picture made of them. */
export function useScreenshotSelection() {
  const { t } = useTranslation();
  const [selecting, setSelecting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [pic, setPic] = useState<string | null>(null);

  const toggle = useCallback((msg: LiveMessage) => {
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (next.has(msg.id)) next.delete(msg.id);
      else if (next.size >= LIVE_SCREENSHOT_MAX_MESSAGES) {
        showToast(LiveMsg.screenshotTooMany);
        return prev;
      } else next.add(msg.id);
      return next;
    });
  }, []);

  const cancel = () => {
    setSelecting(false);
    setSelectedIds(new Set());
  };

  const create = async () => {
    if (selectedIds.size === 0) {
      showToast(t('live.screenshotPickFirst'));
      return;
    }
    setBusy(true);
    try {
      setPic(await createScreenshot([...selectedIds].sort((a, b) => a - b)));
      cancel();
    } catch {
      // the request wrapper has said what went wrong
    } finally {
      setBusy(false);
    }
  };

  return {
    selecting,
    selectedIds,
    busy,
    pic,
    start: () => setSelecting(true),
    cancel,
    toggle,
    create,
    closePicture: () => setPic(null),
  };
}
