import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { liveVideoKeys } from './live-video-keys';

/** A members-only room answers 206; the request wrapper then opens the no-permission page. */
export async function getLiveVideoRoom(id: number, signal?: AbortSignal): Promise<LiveVideoRoom> {
  return getData<LiveVideoRoom>(`${Api.liveVideoInfo}/${id}`, undefined, { signal });
}

export const liveVideoRoomQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveVideoKeys.room(id),
    queryFn: ({ signal }) => getLiveVideoRoom(id, signal),
    retry: false,
  });

export function useLiveVideoRoom(id: number | null) {
  return useQuery({ ...liveVideoRoomQueryOptions(id ?? 0), enabled: id !== null });
}
