import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveTeacher } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/live/ver/2/list/teacher/{liveId}: the room's teachers (filter and search pickers). */
export async function getLiveTeachers(liveId: number, signal?: AbortSignal): Promise<LiveTeacher[]> {
  return getRows<LiveTeacher>(`${Api.liveTeachers}/${liveId}`, undefined, { signal });
}

export const liveTeachersQueryOptions = (liveId: number) =>
  queryOptions({
    queryKey: liveKeys.teachers(liveId),
    queryFn: ({ signal }) => getLiveTeachers(liveId, signal),
    staleTime: 5 * 60_000,
  });

/** `wanted` false holds the call back (a page that needs the list only once a picker opens). */
export function useLiveTeachers(liveId: number | null, wanted = true) {
  return useQuery({ ...liveTeachersQueryOptions(liveId ?? 0), enabled: liveId !== null && wanted });
}
