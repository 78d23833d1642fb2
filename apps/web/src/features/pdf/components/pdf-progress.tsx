import { useTranslation } from 'react-i18next';
import styles from './pdf.module.css';

/** While the file downloads: a bar (and the percent when the size is known), over an empty page. */
export function PdfProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  const label = percent === null ? t('pdf.loading') : t('pdf.loadingPercent', { percent });
  return (
    <div className={styles.progress} data-testid="pdf-progress">
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <span
          className={percent === null ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className={styles.progressText}>{label}</p>
      <div className={styles.page} style={{ aspectRatio: String(595 / 842) }} aria-hidden="true" />
    </div>
  );
}
