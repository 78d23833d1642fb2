import '../../../i18n/register-share-catalog';
import { useEffect, useState } from 'react';
import { shareLink } from '@app/client-core/share/share-link';
import { StorageKey } from '@app/contract/storage-keys';
import { DEFAULT_SHARE_PICTURE, setCurrentShare } from '../../../lib/current-share';
import { storage } from '../../../lib/storage';
import { useTranslation } from 'react-i18next';
import type { ShareChannel, ShareTarget } from '../share-target';
import { ShareSheet } from './share-sheet';

interface ShareButtonProps extends ShareTarget {
  className?: string;
  onShared?: (channel: ShareChannel) => void;
}

/** The page's share action: opens the share menu for the page's payload. */
export function ShareButton({ className, onShared, ...target }: ShareButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { title, description, pic, path } = target;

  // The messaging app's own share menu shares this page with the same payload.
  useEffect(() => {
    const origin = window.location.origin;
    const page = typeof path === 'string' ? path : window.location.href;
    setCurrentShare({
      title,
      desc: description || title,
      link: shareLink(page, origin, storage.get(StorageKey.memberId)),
      imgUrl: new URL(pic || DEFAULT_SHARE_PICTURE, origin).href,
    });
    return () => setCurrentShare(null);
  }, [title, description, pic, path]);
  return (
    <>
      <button type="button" className={className} data-testid="share-button" onClick={() => setOpen(true)}>
        {t('share.button')}
      </button>
      <ShareSheet
        visible={open}
        target={target}
        onClose={() => setOpen(false)}
        {...(onShared ? { onShared } : {})}
      />
    </>
  );
}
