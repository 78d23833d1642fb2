import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { linksKeys } from './links-keys';

/** How many headlines the notice strip shows. */
export const NOTICE_COUNT = 3;

/** GET /api/news/ver/2/list without a category: the newest headlines across all categories. */
export const getLatestNews = (signal?: AbortSignal) =>
  getRows<NewsItem>(Api.newsList, { pageNum: 1, pageSize: NOTICE_COUNT }, { signal });

export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: linksKeys.latestNews(),
    queryFn: ({ signal }) => getLatestNews(signal),
    staleTime: 60_000,
  });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
