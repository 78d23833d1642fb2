import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { NewsCategory } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from './api-client';

/** GET /api/news/category/ver/2/all: every enabled news category, in order. */
export async function getNewsCategories(signal?: AbortSignal): Promise<NewsCategory[]> {
  const body = await request<RowsEnvelope<NewsCategory>>({
    url: Api.newsCategoryAll,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
}

/** One cache entry for every page with news category tabs (news, wealth circle, teacher columns). */
export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['news-categories'] as const,
    queryFn: ({ signal }) => getNewsCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useNewsCategories() {
  return useQuery(newsCategoriesQueryOptions());
}
