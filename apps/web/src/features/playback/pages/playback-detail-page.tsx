import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/lazy-image';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { VideoPlayer } from '../../../components/video-player';
import { WatchPages } from '../../../lib/watch-pages';
import { usePlayback } from '../api/get-playback';
import styles from './playback.module.css';
import { positiveId } from '../../../lib/positive-id';

/** A replay (query id and liveId): the player, title, teacher, plays and its live room. */
export function PlaybackDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = usePlayback(id);
  const replay = query.data;

  const body = (
    <DetailState
      id={id}
      query={query}
      notFoundTitle={t('watch.playbackNotFound')}
      back={{ label: t('watch.playbackListTitle'), to: WatchPages.playbackList }}
    >
      {(replay) => (
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
      )}
    </DetailState>
  );

  return (
    <PageShell title={t('watch.playbackTitle')} documentTitle={replay?.title}>
      {body}
    </PageShell>
  );
}
