import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { VideoDetailHead } from '../../../components/video-detail-head';
import { renewPlaybackLink, usePlayback } from '../../../features/playback/api/get-playback';
import { positiveId } from '../../../lib/positive-id';
import { WatchPages } from '../../../lib/watch-pages';
import styles from './playback.module.css';

/** A replay (query id and liveId): the player, title, teacher, plays and its live room. */
export function PlaybackDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = usePlayback(id);

  return (
    <PageShell title={t('watch.playbackTitle')} documentTitle={query.data?.title}>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('watch.playbackNotFound')}
        back={{ label: t('watch.playbackListTitle'), to: WatchPages.playbackList }}
      >
        {(replay) => (
          <VideoDetailHead
            video={replay}
            renew={() => renewPlaybackLink(replay.id)}
            meta={
              <>
                <span>{replay.teacher}</span>
                <span>{t('watch.plays', { count: replay.visits })}</span>
              </>
            }
          >
            <p className={styles.room}>{replay.live.title}</p>
          </VideoDetailHead>
        )}
      </DetailState>
    </PageShell>
  );
}
