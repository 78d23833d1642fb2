import { useInfiniteQuery } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import type { TeacherCard } from '@app/contract/teacher';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { teacherKeys } from './teacher-keys';

/** GET /api/teacher/get/list/2: teachers with the caller's follow state and follower counts. */
export const teachersQueryOptions = () =>
  pagedQueryOptions<TeacherCard>({
    queryKey: teacherKeys.list(),
    url: Api.teacherList2,
    // Follow state is the caller's own.
    staleTime: 0,
  });

export function useTeachers() {
  return useInfiniteQuery(teachersQueryOptions());
}
