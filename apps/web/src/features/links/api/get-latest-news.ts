import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { linksKeys } from './links-keys';

/** How many headlines the notice strip shows. */
export const NOTICE_COUNT = 3;

/** GET /api/news/ver/2/list without a category: the newest headlines across all categories. */
export async function getLatestNews(signal?: AbortSignal): Promise<NewsItem[]> {
  const body = await request<RowsEnvelope<NewsItem>>({
    url: Api.newsList,
    params: { pageNum: 1, pageSize: NOTICE_COUNT },
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
}

export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: linksKeys.latestNews(),
    queryFn: ({ signal }) => getLatestNews(signal),
    staleTime: 60_000,
  });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
