import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveMessage } from '@app/contract/live';
import { liveTopMessagesPath } from '@app/contract/read-addresses';
import { getRows } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/live/message/get/top/{liveId}/{categoryId}: the pinned messages of a category. */
export async function getTopMessages(
  liveId: number,
  categoryId: number,
  signal?: AbortSignal,
): Promise<LiveMessage[]> {
  return getRows<LiveMessage>(liveTopMessagesPath(liveId, categoryId), undefined, { signal });
}

export const topMessagesQueryOptions = (liveId: number, categoryId: number) =>
  queryOptions({
    queryKey: liveKeys.top(liveId, categoryId),
    queryFn: ({ signal }) => getTopMessages(liveId, categoryId, signal),
    staleTime: 60_000,
  });

export function useTopMessages(liveId: number | null, categoryId: number) {
  return useQuery({ ...topMessagesQueryOptions(liveId ?? 0, categoryId), enabled: liveId !== null });
}
