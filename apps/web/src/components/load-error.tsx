import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StatusIllustration } from './status-illustration';
import styles from './states.module.css';

interface LoadErrorProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/** Friendly failure state with a retry; never shows the raw error. */
export function LoadError({ title, description, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <StatusIllustration kind="error" />
      <p className={styles.title}>{title ?? t('common.loadFailed')}</p>
      <p className={styles.description}>{description ?? t('common.loadFailedDescription')}</p>
      {onRetry ? (
        <Button color="primary" fill="outline" size="small" shape="rounded" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
