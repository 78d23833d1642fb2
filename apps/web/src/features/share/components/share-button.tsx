import '../../../i18n/register-share-catalog';
import { useState } from 'react';
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
