import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyEnvelope } from '@app/contract/envelope';
import type { LiveCategory } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { listOf } from './list-of';
import { liveKeys } from './live-keys';

/** GET /api/live/message/category/all: the message categories (直播, 观点, 答疑 ...), in their order. */
export async function getLiveCategories(signal?: AbortSignal): Promise<LiveCategory[]> {
  const body = await request<AnyEnvelope>({
    url: Api.liveCategoryAll,
    loading: false,
    toastOnError: false,
    signal,
  });
  return [...listOf<LiveCategory>(body)].sort((a, b) => a.sort - b.sort || a.id - b.id);
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
