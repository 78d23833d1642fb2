import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveHeats } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/live/ver/2/heats/{liveId}: heat, online count, likes (and whether I liked), shares. */
export async function getLiveHeats(liveId: number, signal?: AbortSignal): Promise<LiveHeats> {
  return getData<LiveHeats>(liveHeatsUrl(liveId), undefined, { signal });
}

export const liveHeatsUrl = (liveId: number) => `${Api.liveHeats}/${liveId}`;

export const liveHeatsQueryOptions = (liveId: number) =>
  queryOptions({
    queryKey: liveKeys.heats(liveId),
    queryFn: ({ signal }) => getLiveHeats(liveId, signal),
    staleTime: 30_000,
  });

export function useLiveHeats(liveId: number | null) {
  return useQuery({ ...liveHeatsQueryOptions(liveId ?? 0), enabled: liveId !== null });
}
