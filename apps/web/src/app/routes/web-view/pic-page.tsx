import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { webViewTarget } from '@app/client-core/guard/web-view-url';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import styles from './pic-page.module.css';
import '../../../i18n/register-content-catalog';

type Status = 'loading' | 'loaded' | 'failed';

/** One picture fitted to the width: a skeleton until it arrives, a retry when it fails, tap to zoom. */
function Picture({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('loading');
  // A new attempt is a new <img>, so the browser asks again instead of keeping the failed one.
  const [attempt, setAttempt] = useState(0);
  const [zoomed, setZoomed] = useState(false);

  if (status === 'failed') {
    return (
      <LoadError
        title={t('webView.picFailed')}
        onRetry={() => {
          setAttempt((n) => n + 1);
          setStatus('loading');
        }}
      />
    );
  }
  return (
    <>
      {status === 'loading' ? (
        <div aria-busy="true" data-testid="pic-loading">
          <Skeleton imageRatio={4 / 3} lines={0} />
        </div>
      ) : null}
      <button
        type="button"
        className={status === 'loaded' ? styles.hit : `${styles.hit} ${styles.pending}`}
        onClick={() => setZoomed(true)}
        aria-label={t('webView.picZoom')}
        disabled={status !== 'loaded'}
      >
        <img
          key={attempt}
          className={styles.image}
          src={url}
          alt={alt}
          data-testid="pic-image"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      </button>
      <ImageViewer image={url} visible={zoomed} onClose={() => setZoomed(false)} />
    </>
  );
}

/**
 * Picture page (SPEC §2 webView: pic): the encoded url's image under the encoded title. The web view's
 * link rule applies: in-app paths and http(s) only; javascript:, data: and the like are refused.
 */
export function PicPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = webViewTarget(searchParams.get('url'), window.location.origin);
  const title = searchParams.get('title')?.trim() || t('webView.picTitle');

  let body;
  if (target.kind === 'ok') body = <Picture key={target.url} url={target.url} alt={title} />;
  else body = <EmptyState title={target.kind === 'refused' ? t('webView.refused') : t('webView.missing')} />;

  return (
    <PageShell title={title} className={styles.page}>
      {body}
    </PageShell>
  );
}
