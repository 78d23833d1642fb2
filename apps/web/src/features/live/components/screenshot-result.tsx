import { CenterPopup } from '../../../components/center-popup';
import { useTranslation } from 'react-i18next';
import sheet from './sheet.module.css';
import styles from './room.module.css';
import { serverAddress } from '../../../lib/server-address';

/** The generated screenshot with a hint to long-press it (phones) and a download link (desktop). */
export function ScreenshotResult({ pic, onClose }: { pic: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CenterPopup visible={pic !== null} onClose={onClose} onMaskClick={onClose} bodyClassName={styles.shot}>
      {pic ? (
        <figure className={styles.shotFigure} data-testid="screenshot-result">
          <figcaption className={sheet.sheetTitle}>{t('live.screenshotTitle')}</figcaption>
          <img className={styles.shotImage} src={serverAddress(pic)} alt={t('live.screenshotTitle')} />
          <p className={styles.shotHint}>{t('live.screenshotHint')}</p>
          <div className={styles.shotActions}>
            <a className={styles.shotDownload} href={pic} download target="_blank" rel="noopener">
              {t('live.screenshotDownload')}
            </a>
            <button type="button" className={styles.shotClose} onClick={onClose}>
              {t('liveSearch.close')}
            </button>
          </div>
        </figure>
      ) : null}
    </CenterPopup>
  );
}
