import { queryOptions } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { NewsCategory } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { columnKeys } from './column-keys';

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

export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: columnKeys.categories(),
    queryFn: ({ signal }) => getNewsCategories(signal),
    staleTime: 10 * 60_000,
  });
