import { useTranslation } from 'react-i18next';
import type { Playback } from '@app/contract/live-video';
import { LazyImage } from '../../../components/lazy-image';
import { formatDuration } from '../../../lib/format-duration';
import cardStyles from '../../../components/card.module.css';
import styles from './video.module.css';

/** A grid card: cover with its length, title, teacher and 'N次播放'. */
export function VideoCard({ video, onOpen }: { video: Playback; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-testid="video-card">
      <button type="button" className={`${cardStyles.hit} ${styles.hit}`} onClick={onOpen}>
        <span className={styles.cover}>
          <LazyImage src={video.pic} alt="" ratio={16 / 9} />
          {video.locked ? <span className={styles.lock}>{t('watch.locked')}</span> : null}
          {video.duration > 0 ? (
            <span
              className={styles.duration}
              aria-label={t('watch.durationLabel', { time: formatDuration(video.duration) })}
            >
              {formatDuration(video.duration)}
            </span>
          ) : null}
        </span>
        <span className={styles.body}>
          <h3 className={styles.title}>{video.title}</h3>
          <span className={styles.meta}>
            <span className={styles.teacher}>{video.teacher}</span>
            <span className={styles.plays}>{t('watch.plays', { count: video.visits })}</span>
          </span>
        </span>
      </button>
    </article>
  );
}
