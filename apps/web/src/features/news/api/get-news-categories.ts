import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { NewsCategory } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export async function getNewsCategories(signal?: AbortSignal): Promise<NewsCategory[]> {
  const body = await request<RowsEnvelope<NewsCategory>>({
    url: Api.newsCategoryAll,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
}

export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.categories(),
    queryFn: ({ signal }) => getNewsCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useNewsCategories() {
  return useQuery(newsCategoriesQueryOptions());
}
