import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PagedList, type PagedQuery } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import type { Playback } from '@app/contract/live-video';
import { useRoomTeachers } from '../api/get-room-teachers';
import { useVideoList } from '../api/get-video-list';
import { VideoCard } from './video-card';
import styles from './video.module.css';

/**
 * The other videos of the video's teacher (the first teacher of the room it was recorded in). Below a
 * player, so no pull to refresh: a pull there would mean the page, not this list.
 */
export function MoreVideos({ video }: { video: Playback }) {
  const { t } = useTranslation();
  const teachers = useRoomTeachers(video.liveId);
  const teacherId = teachers.data?.[0]?.id ?? null;
  const list = useVideoList(teacherId, { enabled: teacherId !== null });

  // The video being watched is not "more"; everything else of the list (states, paging) stays as is.
  const others: PagedQuery<Playback> = useMemo(
    () => ({
      data: list.data && {
        ...list.data,
        pages: list.data.pages.map((page) => ({ ...page, rows: page.rows.filter((v) => v.id !== video.id) })),
      },
      isPending: list.isPending || teachers.isPending,
      isError: list.isError || teachers.isError,
      hasNextPage: list.hasNextPage,
      fetchNextPage: list.fetchNextPage,
      refetch: () => (teachers.isError ? teachers.refetch() : list.refetch()),
    }),
    [list, teachers, video.id],
  );

  if (teachers.isSuccess && teacherId === null) return null;
  return (
    <section className={styles.more} aria-label={t('watch.moreVideos')}>
      <h2 className={styles.moreTitle}>{t('watch.moreVideos')}</h2>
      <PagedList
        query={others}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.moreVideosEmpty')}
        listClassName={styles.grid}
        renderItem={(item) => (
          <VideoCard video={item} onOpen={() => appNavigate(withQuery(Pages.videoIndex, { id: item.id }))} />
        )}
      />
    </section>
  );
}
