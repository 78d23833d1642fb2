import { FireFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { LiveRoom } from '@app/contract/live';
import { LazyImage } from '../../../components/lazy-image';
import styles from './room-card.module.css';

/** Room pictures are 16:9 banners with a title on them: shown whole, not cropped. */
const ROOM_PIC_RATIO = 16 / 9;

/** A text room in the list: picture, title, teachers, description, last update, heat. */
export function RoomCard({ room, onOpen }: { room: LiveRoom; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-testid="live-room-card">
      <button type="button" className={styles.hit} onClick={() => onOpen(room.id)}>
        <span className={styles.pic}>
          <LazyImage src={room.pic} alt="" ratio={ROOM_PIC_RATIO} />
        </span>
        <span className={styles.text}>
          <h3 className={styles.title}>{room.title}</h3>
          {room.teachers.length > 0 ? (
            <span className={styles.teachers}>
              <span className={styles.avatars} aria-hidden="true">
                {room.teachers.slice(0, 3).map((teacher) => (
                  <span key={teacher.id} className={styles.avatar}>
                    <LazyImage src={teacher.avatar} alt="" ratio={1} round />
                  </span>
                ))}
              </span>
              <span className={styles.names}>{room.teachers.map((x) => x.name).join('、')}</span>
            </span>
          ) : null}
          {room.description ? <span className={styles.description}>{room.description}</span> : null}
          <span className={styles.meta}>
            <span>
              {room.lastMessageAt
                ? t('live.updatedAt', { time: formatRelativeTime(room.lastMessageAt) })
                : t('live.noUpdates')}
            </span>
            <span className={styles.heat}>
              <FireFill aria-hidden="true" /> {t('live.heat', { count: room.heat })}
            </span>
          </span>
        </span>
      </button>
    </article>
  );
}
