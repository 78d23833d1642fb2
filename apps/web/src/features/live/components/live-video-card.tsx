import { useTranslation } from 'react-i18next';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { LazyImage } from '../../../components/lazy-image';
import styles from './live-video.module.css';

/** A live video room in the list: cover with status, title, teachers and heat. */
export function LiveVideoCard({ room, onOpen }: { room: LiveVideoRoom; onOpen: () => void }) {
  const { t } = useTranslation();
  const live = room.status === 'live';
  return (
    <article className={styles.card} data-testid="live-video-card">
      <button type="button" className={styles.hit} onClick={onOpen}>
        <span className={styles.cover}>
          <LazyImage src={room.pic} alt="" ratio={16 / 9} />
          <span className={live ? `${styles.status} ${styles.statusLive}` : styles.status}>
            {live ? t('watch.living') : t('watch.ended')}
          </span>
          {room.locked ? <span className={styles.lock}>{t('watch.locked')}</span> : null}
        </span>
        <span className={styles.body}>
          <h3 className={styles.title}>{room.title}</h3>
          <span className={styles.meta}>
            <span>{room.teachers.map((x) => x.name).join('、')}</span>
            <span>{t('watch.heat', { count: room.heat })}</span>
          </span>
        </span>
      </button>
    </article>
  );
}
