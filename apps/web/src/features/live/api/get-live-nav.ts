import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { LiveRoomNav } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/live/ver/2/info/word?id=: the room page's navigation (tabs) and comment switch. */
export async function getLiveNav(id: number, signal?: AbortSignal): Promise<LiveRoomNav> {
  const body = await request<DataEnvelope<LiveRoomNav>>({
    url: `${Api.liveNavInfo}/word`,
    params: { id, typeCode: 'word', type: 'word' },
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
}

export const liveNavQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveKeys.nav(id),
    queryFn: ({ signal }) => getLiveNav(id, signal),
    staleTime: 60_000,
  });

export function useLiveNav(id: number | null) {
  return useQuery({ ...liveNavQueryOptions(id ?? 0), enabled: id !== null });
}
