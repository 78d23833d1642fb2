import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@app/contract/ad';
import { LazyImage } from '../../../components/lazy-image';
import { openResolvedLink } from '../../../lib/open-link';
import { useTeacherAds } from '../api/get-teacher-ads';
import styles from './ad-strip.module.css';

/**
 * The advertisement list (SPEC §2) as the teacher page's ad strip: rows with picture, title and 进入.
 * An ad with a link opens it (an in-app page or the web view); one without opens a popup with its data.
 */
export function AdStrip({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation();
  const { data: ads } = useTeacherAds(teacherId);
  const [shown, setShown] = useState<Advertisement | null>(null);
  // The strip is an extra on the teacher page: while loading, on failure or when empty it stays out of the way.
  if (!ads || ads.length === 0) return null;

  const enter = (ad: Advertisement) => {
    if (ad.link)
      openResolvedLink({ link: ad.link, title: ad.title, typeCode: ad.typeCode, linkParams: ad.linkParams });
    else setShown(ad);
  };

  return (
    <section className={styles.section} aria-label={t('ad.share')} data-testid="ad-list">
      <ul className={styles.list}>
        {ads.map((ad) => (
          <li key={ad.id} className={styles.row}>
            <span className={styles.pic}>
              <LazyImage src={ad.pic} alt="" ratio={16 / 9} />
            </span>
            <span className={styles.title}>{ad.title}</span>
            <Button size="mini" shape="rounded" color="primary" onClick={() => enter(ad)}>
              {t('ad.enter')}
            </Button>
          </li>
        ))}
      </ul>
      <Popup
        visible={shown !== null}
        onMaskClick={() => setShown(null)}
        onClose={() => setShown(null)}
        bodyClassName={styles.popup}
        showCloseButton
      >
        {shown ? (
          <div data-testid="ad-popup">
            <h3 className={styles.popupTitle}>{shown.title}</h3>
            <LazyImage src={shown.pic} alt="" ratio={16 / 9} />
            <p className={styles.popupContent}>{shown.content}</p>
          </div>
        ) : null}
      </Popup>
    </section>
  );
}
