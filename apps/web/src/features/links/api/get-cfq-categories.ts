import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { NewsCategory } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { linksKeys } from './links-keys';

/** GET /api/news/category/ver/2/all: the wealth circle's category tabs. */
export async function getCfqCategories(signal?: AbortSignal): Promise<NewsCategory[]> {
  const body = await request<RowsEnvelope<NewsCategory>>({
    url: Api.newsCategoryAll,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
}

export const cfqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: linksKeys.newsCategories(),
    queryFn: ({ signal }) => getCfqCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCfqCategories() {
  return useQuery(cfqCategoriesQueryOptions());
}
