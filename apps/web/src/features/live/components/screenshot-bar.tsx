import { useTranslation } from 'react-i18next';
import styles from './room.module.css';

interface ScreenshotBarProps {
  count: number;
  busy: boolean;
  onCreate: () => void;
  onCancel: () => void;
}

/** While choosing messages for a screenshot: how many are chosen, create, cancel. */
export function ScreenshotBar({ count, busy, onCreate, onCancel }: ScreenshotBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.shotBar} data-testid="screenshot-bar">
      <span>{t('live.screenshotSelected', { count })}</span>
      <button type="button" className={styles.tool} onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button
        type="button"
        className={`${styles.tool} ${styles.toolPrimary}`}
        onClick={onCreate}
        disabled={busy}
        data-testid="screenshot-create"
      >
        {t('live.screenshotCreate')}
      </button>
    </div>
  );
}
