import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';
import { showToast } from '../lib/toast';

interface ShareButtonProps {
  /** Share title (SPEC §3 share payload), copied along with the address. */
  title: string;
  /** The in-app path to share, or a call that asks the server for it (it records the share). */
  path: string | (() => Promise<string>);
  className?: string;
}

/** On the web, sharing copies the page's title and address (SPEC §9 share menu: copy link). */
export function ShareButton({ title, path, className }: ShareButtonProps) {
  const { t } = useTranslation();
  const share = async () => {
    try {
      const target = typeof path === 'string' ? path : await path();
      const ok = await copyText(`${title} ${new URL(target, window.location.origin).href}`);
      showToast(ok ? t('watch.shareCopied') : t('watch.shareFailed'));
    } catch {
      showToast(t('watch.shareFailed'));
    }
  };
  return (
    <button type="button" className={className} data-testid="share-button" onClick={() => void share()}>
      {t('watch.share')}
    </button>
  );
}
