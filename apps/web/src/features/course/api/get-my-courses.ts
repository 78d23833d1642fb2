import { useInfiniteQuery } from '@tanstack/react-query';
import type { CourseItem } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { courseKeys } from './course-keys';

/** Courses the member follows or bought. */
export const myCoursesQueryOptions = () =>
  pagedQueryOptions<CourseItem>({ queryKey: courseKeys.mine(), url: Api.courseListMy });

export function useMyCourses() {
  return useInfiniteQuery(myCoursesQueryOptions());
}
