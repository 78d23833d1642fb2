import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { RowsEnvelope } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export async function getNewsFavorites(
  pageNum: number,
  signal?: AbortSignal,
): Promise<{ rows: NewsItem[]; total: number }> {
  const body = await request<RowsEnvelope<NewsItem>>({
    url: Api.newsFavoriteList,
    params: { pageNum, pageSize: PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

/** The member's collected articles, paged. */
export const newsFavoritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.favorites(),
    queryFn: ({ pageParam, signal }) => getNewsFavorites(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, PAGE_SIZE) === 'nomore' || loaded >= last.total) return undefined;
      return lastPageNum + 1;
    },
  });

export function useNewsFavorites() {
  return useInfiniteQuery(newsFavoritesQueryOptions());
}
