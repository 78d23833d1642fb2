import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { LiveTeacher } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** The teachers of the live room a video was recorded in (a video names them only as text). */
export async function getRoomTeachers(liveId: number, signal?: AbortSignal): Promise<LiveTeacher[]> {
  const body = await request<RowsEnvelope<LiveTeacher>>({
    url: `${Api.liveTeachers}/${liveId}`,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
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
