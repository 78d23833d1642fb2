import { useTranslation } from 'react-i18next';
import { AdRow } from './ad-row';
import { useAdOpener } from '../hooks/use-ad-opener';
import { useAds } from '../api/get-ads';
import styles from './ad-strip.module.css';

/**
 * The advertisement list (SPEC §2) as the teacher page's ad strip: rows with picture, title and 进入.
 * An ad with a link opens it (an in-app page or the web view); one without opens a popup with its data.
 */
export function AdStrip({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation();
  const { data: ads } = useAds({ categoryCode: 'teacherAd', teacherId });
  const opener = useAdOpener();
  // The strip is an extra on the teacher page: while loading, on failure or when empty it stays out of the way.
  if (!ads || ads.length === 0) return null;

  return (
    <section className={styles.section} aria-label={t('ad.share')} data-testid="ad-list">
      <ul className={styles.list}>
        {ads.map((ad) => (
          <AdRow key={ad.id} ad={ad} onEnter={opener.open} />
        ))}
      </ul>
      {opener.details}
    </section>
  );
}
