import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { RowsEnvelope } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { newsKeys, type NewsListFilter } from './news-keys';

export interface NewsPage {
  rows: NewsItem[];
  total: number;
}

/** One page of a category's articles, newest first; empty title is left out of the query (SPEC §5). */
export async function getNewsList(
  filter: NewsListFilter & { pageNum: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const body = await request<RowsEnvelope<NewsItem>>({
    url: Api.newsList,
    params: {
      categoryId: filter.categoryId,
      title: filter.title?.trim(),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize ?? PAGE_SIZE,
    },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

/** A short page means the end (list status nomore, SPEC §4); a new filter is a new key, so page 1 again. */
export const newsListQueryOptions = (filter: NewsListFilter) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getNewsList({ ...filter, pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, PAGE_SIZE) === 'nomore' || loaded >= last.total) return undefined;
      return lastPageNum + 1;
    },
    enabled: filter.categoryId !== undefined,
  });

export function useNewsList(filter: NewsListFilter) {
  return useInfiniteQuery(newsListQueryOptions(filter));
}
