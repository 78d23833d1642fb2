import '../../../i18n/register-watch-catalog';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { liveVideoListQueryOptions, useLiveVideoList } from '../../../features/live/api/get-live-video-list';
import { LiveVideoCard } from '../../../features/live/components/live-video-card';
import styles from '../../../features/live/components/live-video.module.css';

/** Live video rooms (SPEC §2 liveVideo list). */
export function LiveVideoListPage() {
  const { t } = useTranslation();
  const list = useLiveVideoList();
  return (
    <PageShell title={t('watch.liveVideoListTitle')}>
      <PagedList
        query={list}
        queryKey={liveVideoListQueryOptions().queryKey}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.liveVideoEmpty')}
        className={styles.listTop}
        renderItem={(room) => (
          <LiveVideoCard
            room={room}
            onOpen={() => appNavigate(withQuery(WatchPages.liveVideoRoom, { id: room.id }))}
          />
        )}
      />
    </PageShell>
  );
}
