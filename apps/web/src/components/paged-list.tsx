import { Fragment, type Key, type ReactNode } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@app/contract/envelope';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import { ListSkeleton } from './skeleton';
import styles from './paged-list.module.css';

/**
 * The part of a `useInfiniteQuery` result the list reads. Any infinite query whose pages are
 * `Page`s fits; tests can pass a plain object.
 */
export interface PagedQuery<TItem> {
  data: InfiniteData<Page<TItem>, unknown> | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean }>;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<TItem> {
  /** The infinite query to show. */
  query: PagedQuery<TItem>;
  /** The query's key. Given, the list can be pulled to refresh from page 1; left out, it cannot. */
  queryKey?: QueryKey;
  renderItem: (item: TItem) => ReactNode;
  itemKey: (item: TItem) => Key;
  /** Shown when the query answers with no rows. */
  emptyTitle: string;
  /** Shown when the first page fails; defaults to the common "load failed". */
  errorTitle?: string;
  /**
   * Shown instead of the query's own states and rows while something the list depends on is not
   * ready, e.g. its category tabs are loading, failed or empty, or the page's id is missing.
   * Leave it out (or pass null) to show the query.
   */
  override?: ReactNode;
  /** `ul`/`ol` when the items are `li`s; the list's own spacing and bullets are reset. */
  listAs?: 'div' | 'ul' | 'ol';
  /** Added to the frame around everything below the page's header. */
  className?: string;
  /** Added to the element holding the items. */
  listClassName?: string;
}

/**
 * A paged list: skeleton while the first page loads, a retryable error, an empty state, then the
 * rows with load-more at the bottom and, given the query key, pull to refresh.
 */
export function PagedList<TItem>({
  query,
  queryKey,
  renderItem,
  itemKey,
  emptyTitle,
  errorTitle,
  override,
  listAs: List = 'div',
  className,
  listClassName,
}: PagedListProps<TItem>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = query.data?.pages.flatMap((page) => page.rows) ?? [];

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // The footer only offers a retry when loadMore rejects.
    if (result.isError) throw new Error('load more failed');
  };

  const refresh = async () => {
    if (!queryKey) return;
    // Start over from page 1 rather than refetching every page already loaded.
    queryClient.setQueryData<InfiniteData<Page<TItem>, unknown>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await query.refetch();
  };

  let content;
  if (override) content = override;
  else if (query.isPending) content = <ListSkeleton />;
  else if (query.isError) content = <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) content = <EmptyState title={emptyTitle} />;
  else
    content = (
      <>
        <List className={[styles.list, listClassName ?? ''].filter(Boolean).join(' ')}>
          {items.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </List>
        <LoadMore loadMore={loadMore} hasMore={query.hasNextPage} />
      </>
    );

  const frame = [styles.content, queryKey ? styles.pullable : '', className ?? ''].filter(Boolean).join(' ');
  if (!queryKey) return <div className={frame}>{content}</div>;
  return (
    <PullToRefresh
      onRefresh={refresh}
      pullingText={t('common.pullToRefresh')}
      canReleaseText={t('common.releaseToRefresh')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
      disabled={!query.data}
    >
      <div className={frame}>{content}</div>
    </PullToRefresh>
  );
}
