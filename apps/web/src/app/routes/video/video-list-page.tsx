import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useVideoList, videoListQueryOptions } from '../../../features/video/api/get-video-list';
import { VideoCard } from '../../../features/video/components/video-card';
import styles from '../../../features/video/components/video.module.css';

/** /pages/video/list/index[?teacherId=]: every teacher's replays as short videos, in a two-column grid. */
export function VideoListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const teacherId = positiveId(searchParams.get('teacherId'));
  const list = useVideoList(teacherId);
  return (
    <PageShell title={t('watch.videoListTitle')}>
      {teacherId !== null ? (
        <div className={styles.filter} data-testid="video-teacher-filter">
          <span>{t('watch.teacherOnly')}</span>
          <button
            type="button"
            className={styles.filterClear}
            onClick={() => appNavigate(Pages.videoList, 'redirectTo')}
          >
            {t('watch.showAllVideos')}
          </button>
        </div>
      ) : null}
      <PagedList
        query={list}
        queryKey={videoListQueryOptions(teacherId).queryKey}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.videoEmpty')}
        listClassName={styles.grid}
        renderItem={(video) => (
          <VideoCard
            video={video}
            onOpen={() => appNavigate(withQuery(Pages.videoIndex, { id: video.id }))}
          />
        )}
      />
    </PageShell>
  );
}
