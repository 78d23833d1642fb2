import '../../../lib/antd-render';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isMessagingApp, shareLink } from '@app/client-core/share/share-link';
import { StorageKey } from '@app/contract/storage-keys';
import { copyText } from '../../../lib/copy-text';
import { nativeShell } from '../../../lib/native-shell';
import { storage } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import type { ShareChannel, ShareTarget } from '../share-target';

export type ShareOutcome = 'shared' | 'guide' | 'cancelled' | 'failed';

const canUseSystemShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * What each entry of the share menu does (SPEC §9: friend, moments, copy link, more). In the messaging
 * app the page's own top-right menu shares (its JS-SDK carries the page's payload), so friend and moments
 * show how; elsewhere they use the system share sheet, or copy the link with a hint where there is none.
 */
export function useShareActions(target: ShareTarget) {
  const { t } = useTranslation();

  const resolveLink = async (): Promise<string> => {
    const path = typeof target.path === 'string' ? target.path : await target.path();
    return shareLink(path, window.location.origin, storage.get(StorageKey.memberId));
  };

  const copy = async (hint: string): Promise<ShareOutcome> => {
    const link = await resolveLink();
    const copied = await copyText(`${target.title} ${link}`);
    showToast(copied ? hint : t('share.copyFailed'));
    return copied ? 'shared' : 'failed';
  };

  const systemShare = async (): Promise<ShareOutcome> => {
    const url = await resolveLink();
    try {
      await navigator.share({ title: target.title, text: target.description ?? target.title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        showToast(t('share.cancelled'));
        return 'cancelled';
      }
      return copy(t('share.copied'));
    }
  };

  // In the native app the system share sheet reaches every app; a failure is shown with its error (SPEC §8).
  const appShare = async (native: NonNullable<ReturnType<typeof nativeShell>>): Promise<ShareOutcome> => {
    const url = await resolveLink();
    const outcome = await (
      await native
    ).share({ title: target.title, text: target.description ?? target.title, url });
    if (outcome.kind === 'shared') return 'shared';
    if (outcome.kind === 'cancelled') {
      showToast(t('share.cancelled'));
      return 'cancelled';
    }
    await Dialog.alert({
      title: t('share.nativeFailedTitle'),
      content: outcome.message,
      confirmText: t('share.gotIt'),
    });
    return 'failed';
  };

  const run = async (channel: Exclude<ShareChannel, 'poster'>): Promise<ShareOutcome> => {
    try {
      if (channel === 'link') return await copy(t('share.copied'));
      const native = nativeShell();
      if (native) return await appShare(native);
      if (channel === 'more')
        return canUseSystemShare() ? await systemShare() : await copy(t('share.copied'));
      if (isMessagingApp(navigator.userAgent)) return 'guide';
      return canUseSystemShare() ? await systemShare() : await copy(t('share.pasteHint'));
    } catch {
      showToast(t('share.failed'));
      return 'failed';
    }
  };

  return { run, resolveLink };
}
