import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/lazy-image';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { VideoPlayer } from '../../../components/video-player';
import { WatchPages } from '../../../lib/watch-pages';
import { useLiveVideoRoom } from '../api/get-live-video-room';
import { RoomMessages } from '../components/room-messages';
import styles from '../components/live-video.module.css';
import { positiveId } from '../../../lib/positive-id';

/** A live video room: the stream, title, teachers, heat and the room's messages. */
export function LiveVideoRoomPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useLiveVideoRoom(id);
  const room = query.data;

  const body = (
    <DetailState
      id={id}
      query={query}
      notFoundTitle={t('watch.liveVideoNotFound')}
      back={{ label: t('watch.liveVideoListTitle'), to: WatchPages.liveVideoList }}
    >
      {(room) => (
        <>
          {room.streamUrl ? (
            <VideoPlayer src={room.streamUrl} poster={room.pic} live={room.status === 'live'} />
          ) : (
            <div className={styles.noVideo}>
              <LazyImage src={room.pic} alt="" ratio={16 / 9} />
            </div>
          )}
          <section className={styles.info}>
            <h1 className={styles.title}>{room.title}</h1>
            <div className={styles.meta}>
              <span>{room.status === 'live' ? t('watch.living') : t('watch.ended')}</span>
              <span data-testid="live-video-heat">{t('watch.heat', { count: room.heat })}</span>
            </div>
            <div className={styles.teachers}>
              {room.teachers.map((teacher) => (
                <span key={teacher.id} className={styles.teacher}>
                  <span className={styles.avatar}>
                    <LazyImage src={teacher.avatar} alt="" ratio={1} round />
                  </span>
                  {teacher.name}
                </span>
              ))}
            </div>
          </section>
          <RoomMessages liveId={room.id} />
        </>
      )}
    </DetailState>
  );

  return (
    <PageShell title={t('watch.liveVideoTitle')} documentTitle={room?.title}>
      {body}
    </PageShell>
  );
}
