import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CourseItem } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { courseKeys } from './course-keys';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';

/** Courses the member follows or bought. */
export const myCoursesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: courseKeys.mine(),
    queryFn: ({ pageParam, signal }) => getPage<CourseItem>(Api.courseListMy, {}, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<CourseItem>,
  });

export function useMyCourses() {
  return useInfiniteQuery(myCoursesQueryOptions());
}
