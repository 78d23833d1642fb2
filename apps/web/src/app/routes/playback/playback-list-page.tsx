import '../../../i18n/register-watch-catalog';
import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../components/media-card';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { playbackListQueryOptions, usePlaybackList } from '../../../features/playback/api/get-playback-list';
import styles from './playback.module.css';

/** Replays of the live video rooms, in the course card layout with the 回看 badge (SPEC §2). */
export function PlaybackListPage() {
  const { t } = useTranslation();
  const list = usePlaybackList();
  return (
    <PageShell title={t('watch.playbackListTitle')}>
      <PagedList
        query={list}
        queryKey={playbackListQueryOptions().queryKey}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.playbackEmpty')}
        className={styles.listTop}
        renderItem={(item) => (
          <MediaCard
            testId="playback-card"
            title={item.title}
            pic={item.pic}
            teachers={item.teacher}
            visits={item.visits}
            dateTime={item.dateTime}
            replay
            locked={item.locked}
            onOpen={() =>
              appNavigate(withQuery(WatchPages.playbackDetail, { id: item.id, liveId: item.liveId }))
            }
          />
        )}
      />
    </PageShell>
  );
}
