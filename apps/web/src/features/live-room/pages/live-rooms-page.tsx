import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { ListSkeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { liveRoomsQueryOptions, useLiveRooms, type LiveRoomPage } from '../api/get-live-rooms';
import { RoomCard } from '../components/room-card';
import styles from './live-rooms-page.module.css';
import '../../../i18n/register-live-catalog';

/** /pages/applets/index/index: the text rooms (直播 tab), pull to refresh and load more. */
export function LiveRoomsPage() {
  const { t } = useTranslation();
  const list = useLiveRooms();
  const queryClient = useQueryClient();

  const refresh = async () => {
    // Start over from page 1 rather than refetching every page already loaded.
    queryClient.setQueryData<InfiniteData<LiveRoomPage, number>>(liveRoomsQueryOptions().queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await list.refetch();
  };

  const loadMore = async () => {
    const result = await list.fetchNextPage();
    if (result.isError) throw new Error('load more failed');
  };

  const open = (id: number) => appNavigate(withQuery(Pages.chat, { id }));
  const rooms = list.data?.pages.flatMap((page) => page.rows) ?? [];

  let content;
  if (list.isPending) content = <ListSkeleton />;
  else if (list.isError)
    content = <LoadError title={t('live.roomsFailed')} onRetry={() => void list.refetch()} />;
  else if (rooms.length === 0) content = <EmptyState title={t('live.roomsEmpty')} />;
  else
    content = (
      <>
        <div className={styles.list}>
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} onOpen={open} />
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
          {(hasMore, failed, retry) => (
            <span className={styles.footer}>
              {failed ? (
                <button type="button" className={styles.retry} onClick={retry}>
                  {t('common.loadFailed')} · {t('common.retry')}
                </button>
              ) : hasMore ? (
                t('common.loadingMore')
              ) : (
                t('common.noMore')
              )}
            </span>
          )}
        </InfiniteScroll>
      </>
    );

  return (
    <PageShell title={t('live.roomsTitle')}>
      <PullToRefresh
        onRefresh={refresh}
        pullingText={t('common.pullToRefresh')}
        canReleaseText={t('common.releaseToRefresh')}
        refreshingText={t('common.refreshing')}
        completeText={t('common.refreshed')}
        disabled={!list.data}
      >
        <div className={styles.content}>{content}</div>
      </PullToRefresh>
    </PageShell>
  );
}
