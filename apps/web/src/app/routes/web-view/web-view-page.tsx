import { useSearchParams } from 'react-router';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { webViewTarget } from '@app/client-core/guard/web-view-url';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { appNavigate } from '../../../lib/navigation';
import styles from './web-view-page.module.css';
import '../../../i18n/register-content-catalog';

// A page of our own origin must not run with our origin's rights inside the frame.
const SANDBOX_OTHER_ORIGIN = 'allow-scripts allow-forms allow-popups allow-same-origin';
const SANDBOX_SAME_ORIGIN = 'allow-scripts allow-forms allow-popups';

/**
 * Web view (SPEC §2): shows the encoded url in a frame under the encoded title, with a close button;
 * no pull-down refresh. Unsafe links (javascript:, data:, …) are refused, never loaded.
 */
export function WebViewPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = webViewTarget(searchParams.get('url'), window.location.origin);
  const title = searchParams.get('title')?.trim() || t('webView.title');
  const close = () => appNavigate('', 'navigateBack');

  const closeButton = (
    <button
      type="button"
      className={styles.close}
      onClick={close}
      aria-label={t('webView.close')}
      data-testid="web-view-close"
    >
      <CloseOutline />
    </button>
  );

  let body;
  if (target.kind === 'ok') {
    const sameOrigin = new URL(target.url).origin === window.location.origin;
    body = (
      <iframe
        className={styles.frame}
        src={target.url}
        title={title}
        data-testid="web-view-frame"
        sandbox={sameOrigin ? SANDBOX_SAME_ORIGIN : SANDBOX_OTHER_ORIGIN}
        referrerPolicy="no-referrer"
      />
    );
  } else {
    body = <EmptyState title={target.kind === 'refused' ? t('webView.refused') : t('webView.missing')} />;
  }

  return (
    <PageShell title={title} right={closeButton} className={styles.page}>
      {body}
    </PageShell>
  );
}
