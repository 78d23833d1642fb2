import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** One video (a replay; counts a play). Locked: 206, and the request wrapper opens the no-permission page. */
export async function getVideo(id: number, signal?: AbortSignal): Promise<Playback> {
  const body = await request<DataEnvelope<Playback>>({
    url: `${Api.playbackInfo}/${id}`,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
}

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => getVideo(id, signal),
    retry: false,
    // Each fetch counts a play: do not refetch behind the viewer's back.
    staleTime: Infinity,
  });

export function useVideo(id: number | null) {
  return useQuery({ ...videoQueryOptions(id ?? 0), enabled: id !== null });
}
