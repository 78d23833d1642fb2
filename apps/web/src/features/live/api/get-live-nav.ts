import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveRoomNav } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/live/ver/2/info/word?id=: the room page's navigation (tabs) and comment switch. */
export async function getLiveNav(id: number, signal?: AbortSignal): Promise<LiveRoomNav> {
  return getData<LiveRoomNav>(`${Api.liveNavInfo}/word`, { id, typeCode: 'word', type: 'word' }, { signal });
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
