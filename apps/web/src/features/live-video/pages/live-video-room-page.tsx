import '../../../i18n/register-watch-catalog';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/envelope';
import { EmptyState } from '../../../components/empty-state';
import { LazyImage } from '../../../components/lazy-image';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { VideoPlayer } from '../../../components/video-player';
import { appNavigate } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { useLiveVideoRoom } from '../api/get-live-video-room';
import { RoomMessages } from '../components/room-messages';
import styles from '../components/live-video.module.css';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** A live video room: the stream, title, teachers, heat and the room's messages. */
export function LiveVideoRoomPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const { data: room, isPending, isError, error, refetch } = useLiveVideoRoom(id);
  const notFound = id === null || (isError && isRequestError(error) && error.code === ResultCode.notFound);
  // A 206 answer has already opened the no-permission page.
  const noPermission = isError && isRequestError(error) && error.kind === 'no-permission';

  let body;
  if (notFound) {
    body = (
      <EmptyState title={t('watch.liveVideoNotFound')}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => appNavigate(WatchPages.liveVideoList, 'redirectTo')}
        >
          {t('watch.liveVideoListTitle')}
        </Button>
      </EmptyState>
    );
  } else if (isPending || noPermission) {
    body = (
      <div aria-busy="true">
        <Skeleton imageRatio={16 / 9} lines={3} />
      </div>
    );
  } else if (isError || !room) {
    body = <LoadError onRetry={() => void refetch()} />;
  } else {
    body = (
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
    );
  }

  return (
    <PageShell title={t('watch.liveVideoTitle')} documentTitle={room?.title}>
      {body}
    </PageShell>
  );
}
