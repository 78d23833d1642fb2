import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { playbackKeys } from './playback-keys';

/** A locked replay answers 206; the request wrapper then opens the no-permission page. */
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
    queryKey: playbackKeys.detail(id),
    queryFn: ({ signal }) => getPlayback(id, signal),
    retry: false,
  });

export function usePlayback(id: number | null) {
  return useQuery({ ...playbackQueryOptions(id ?? 0), enabled: id !== null });
}
