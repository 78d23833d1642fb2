import { useInfiniteQuery } from '@tanstack/react-query';
import type { CourseItem } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { linksKeys } from './links-keys';

/** GET /api/course/get/list: every course, page by page (SPEC §9 page size 20). */
export const cfqCoursesQueryOptions = () =>
  pagedQueryOptions<CourseItem>({ queryKey: linksKeys.courses(), url: Api.courseGetList });

export function useCfqCourses() {
  return useInfiniteQuery(cfqCoursesQueryOptions());
}
