import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CourseItem } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { linksKeys } from './links-keys';

/** GET /api/course/get/list: every course, page by page (SPEC §9 page size 20). */
export const cfqCoursesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: linksKeys.courses(),
    queryFn: ({ pageParam, signal }) => getPage<CourseItem>(Api.courseGetList, {}, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<CourseItem>,
  });

export function useCfqCourses() {
  return useInfiniteQuery(cfqCoursesQueryOptions());
}
