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
import { usePlayback } from '../api/get-playback';
import styles from './playback.module.css';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** A replay (query id and liveId): the player, title, teacher, plays and its live room. */
export function PlaybackDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const { data: replay, isPending, isError, error, refetch } = usePlayback(id);
  const notFound = id === null || (isError && isRequestError(error) && error.code === ResultCode.notFound);
  // A 206 answer has already opened the no-permission page.
  const noPermission = isError && isRequestError(error) && error.kind === 'no-permission';

  let body;
  if (notFound) {
    body = (
      <EmptyState title={t('watch.playbackNotFound')}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => appNavigate(WatchPages.playbackList, 'redirectTo')}
        >
          {t('watch.playbackListTitle')}
        </Button>
      </EmptyState>
    );
  } else if (isPending || noPermission) {
    body = (
      <div aria-busy="true">
        <Skeleton imageRatio={16 / 9} lines={3} />
      </div>
    );
  } else if (isError || !replay) {
    body = <LoadError onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        {replay.videoUrl ? (
          <VideoPlayer src={replay.videoUrl} poster={replay.pic} />
        ) : (
          <div className={styles.noVideo}>
            <LazyImage src={replay.pic} alt="" ratio={16 / 9} />
          </div>
        )}
        <section className={styles.info}>
          <h1 className={styles.title}>{replay.title}</h1>
          <div className={styles.meta}>
            <span>{replay.teacher}</span>
            <span>{t('watch.plays', { count: replay.visits })}</span>
          </div>
          <p className={styles.room}>{replay.live.title}</p>
          {replay.description ? <p className={styles.description}>{replay.description}</p> : null}
        </section>
      </>
    );
  }

  return (
    <PageShell title={t('watch.playbackTitle')} documentTitle={replay?.title}>
      {body}
    </PageShell>
  );
}
