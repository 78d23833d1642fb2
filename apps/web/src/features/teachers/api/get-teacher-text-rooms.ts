import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveRoom } from '@app/contract/live';
import { TEACHER_INFO_LIST_MAX } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { teacherKeys } from './teacher-keys';

/**
 * GET /api/live/get/list/teacher/{id}, text rooms only: the teacher detail has the video rooms (with their
 * on-air state and lock) but not the text rooms, which only this call lists. Its rows carry no on-air state,
 * so video rooms keep coming from the detail (decision 043).
 */
export const teacherTextRoomsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: [...teacherKeys.detail(teacherId), 'text-rooms'] as const,
    queryFn: async ({ signal }) =>
      (
        await getRows<LiveRoom>(
          `${Api.liveTeacherRooms}/${teacherId}`,
          { pageNum: 1, pageSize: TEACHER_INFO_LIST_MAX },
          { signal },
        )
      ).filter((room) => room.typeCode === 'word'),
    staleTime: 60_000,
  });

export function useTeacherTextRooms(teacherId: number) {
  return useQuery(teacherTextRoomsQueryOptions(teacherId));
}
