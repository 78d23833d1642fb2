import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategory } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';

/** GET /api/news/category/ver/2/all: every enabled news category, in order. */
export const getNewsCategories = (signal?: AbortSignal) =>
  getRows<NewsCategory>(Api.newsCategoryAll, undefined, { signal });

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
