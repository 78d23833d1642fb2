import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveTeacher } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** The teachers of the live room a video was recorded in (a video names them only as text). */
export async function getRoomTeachers(liveId: number, signal?: AbortSignal): Promise<LiveTeacher[]> {
  return getRows<LiveTeacher>(`${Api.liveTeachers}/${liveId}`, undefined, { signal });
}

export function useRoomTeachers(liveId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: videoKeys.roomTeachers(liveId ?? 0),
      queryFn: ({ signal }) => getRoomTeachers(liveId ?? 0, signal),
    }),
    enabled: liveId !== null,
  });
}
