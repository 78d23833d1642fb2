import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveCategory } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/live/message/category/all: the message categories (直播, 观点, 答疑 ...), in their order. */
export async function getLiveCategories(signal?: AbortSignal): Promise<LiveCategory[]> {
  const rows = await getRows<LiveCategory>(Api.liveCategoryAll, undefined, { signal });
  return rows.sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export const liveCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.categories(),
    queryFn: ({ signal }) => getLiveCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useLiveCategories() {
  return useQuery(liveCategoriesQueryOptions());
}
