import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './route-error.module.css';

/**
 * Shown when a page fails to render, most often a page chunk that could not be loaded after a
 * deployment or on a bad connection (SPEC §8 ChunkLoadError); reloading fetches the new files.
 * Plain markup on purpose: it lives in the entry chunk.
 */
export function RouteError() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('common.loadFailed');
  }, [t]);
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{t('common.loadFailed')}</p>
      <p className={styles.text}>{t('common.loadFailedDescription')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
