import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { appNavigate } from '../../../lib/navigation';
import styles from './status-page.module.css';

/** /pages/404/index and every unknown path (SPEC §2): title '404 Not Found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('notFound.title')} white>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h2 className={styles.heading}>{t('notFound.heading')}</h2>
        <p className={styles.text}>{t('notFound.description')}</p>
        <div className={styles.actions}>
          <Button color="primary" shape="rounded" onClick={() => appNavigate(Pages.about, 'reLaunch')}>
            {t('notFound.home')}
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
