import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

/**
 * GET /api/live/video/get/info/{id}: one replay (the replay page and the short video page). Each call counts
 * a play. Locked: 206, and the request wrapper opens the no-permission page.
 */
export async function getPlayback(id: number, signal?: AbortSignal): Promise<Playback> {
  return getData<Playback>(`${Api.playbackInfo}/${id}`, undefined, { signal });
}

/** The replay read again for a fresh signed link of its video, which is not another play (null: none). */
export async function renewPlaybackLink(id: number): Promise<string | null> {
  return (await getData<Playback>(`${Api.playbackInfo}/${id}`, { renew: '1' })).videoUrl;
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
