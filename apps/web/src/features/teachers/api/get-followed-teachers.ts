import { useInfiniteQuery } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import type { TeacherCard } from '@app/contract/teacher';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { teacherKeys } from './teacher-keys';

/** GET /api/teacher/follow/get/list: the teachers the member follows. */
export const followedTeachersQueryOptions = () =>
  pagedQueryOptions<TeacherCard>({
    queryKey: teacherKeys.followed(),
    url: Api.teacherFollowList,
    // Follows change on other pages.
    staleTime: 0,
  });

export function useFollowedTeachers() {
  return useInfiniteQuery(followedTeachersQueryOptions());
}
