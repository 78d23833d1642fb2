import { useState } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import '../../../i18n/register-content-catalog';
import { Carousel } from '../../../components/carousel';
import { LazyImage } from '../../../components/lazy-image';
import { useRoomAds } from '../api/get-room-ads';
import { useAdOpener } from '../hooks/use-ad-opener';
import styles from './room-ad-banner.module.css';

const ROTATE_MS = 5000;

/**
 * The live room's small ad banner: one ad at a time (swipe or wait), tapping opens its product or course, ×
 * hides it for this visit. It sits in the page's flow above the messages, so it never covers one.
 */
export function RoomAdBanner() {
  const { t } = useTranslation();
  const ads = useRoomAds();
  const opener = useAdOpener();
  const [closed, setClosed] = useState(false);
  if (closed || ads.length === 0) return null;

  return (
    <aside className={styles.banner} aria-label={t('ad.roomLabel')} data-testid="room-ad">
      <Carousel label={t('ad.roomLabel')} interval={ROTATE_MS}>
        {ads.map((ad) => (
          <button
            key={ad.id}
            type="button"
            className={styles.slide}
            onClick={() => opener.open(ad)}
            data-testid="room-ad-slide"
          >
            <span className={styles.pic}>
              <LazyImage src={ad.pic} alt="" ratio={16 / 9} />
            </span>
            <span className={styles.text}>
              <span className={styles.title}>{ad.title}</span>
              {ad.content ? <span className={styles.content}>{ad.content}</span> : null}
            </span>
          </button>
        ))}
      </Carousel>
      <button
        type="button"
        className={styles.close}
        aria-label={t('ad.roomClose')}
        onClick={() => setClosed(true)}
        data-testid="room-ad-close"
      >
        <CloseOutline />
      </button>
      {opener.details}
    </aside>
  );
}
