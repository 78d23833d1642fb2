import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/**
 * GET /api/live/video/get/info/{id}: one replay (the replay page and the short video page). Each call counts
 * a play. Locked: 206, and the request wrapper opens the no-permission page.
 */
export async function getPlayback(id: number, signal?: AbortSignal): Promise<Playback> {
  const body = await request<DataEnvelope<Playback>>({
    url: `${Api.playbackInfo}/${id}`,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
}

export const playbackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['playback-info', id] as const,
    queryFn: ({ signal }) => getPlayback(id, signal),
    retry: false,
    // Each fetch counts a play: do not refetch behind the viewer's back.
    staleTime: Infinity,
  });

/** No id (a missing or bad query parameter): no call. */
export function usePlayback(id: number | null) {
  return useQuery({ ...playbackQueryOptions(id ?? 0), enabled: id !== null });
}
