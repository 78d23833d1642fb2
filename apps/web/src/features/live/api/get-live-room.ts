import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveRoom } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

export const liveRoomUrl = (id: number) => `${Api.liveWordInfo}/${id}`;

/** GET /api/live/get/word/info/{id}: the room's title, picture, teachers and comment switch. */
export async function getLiveRoom(id: number, signal?: AbortSignal): Promise<LiveRoom> {
  return getData<LiveRoom>(liveRoomUrl(id), undefined, { signal });
}

export const liveRoomQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveKeys.room(id),
    queryFn: ({ signal }) => getLiveRoom(id, signal),
    staleTime: 60_000,
  });

export function useLiveRoom(id: number | null) {
  return useQuery({ ...liveRoomQueryOptions(id ?? 0), enabled: id !== null });
}
