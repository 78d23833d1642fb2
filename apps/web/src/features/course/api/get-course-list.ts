import { useInfiniteQuery } from '@tanstack/react-query';
import type { CourseItem } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { courseKeys, type CourseListFilter } from './course-keys';

/** GET /api/course/get/list: a category's courses; a new category is a new key, so page 1 again (SPEC §4). */
export const courseListQueryOptions = (filter: CourseListFilter) =>
  pagedQueryOptions<CourseItem>({
    queryKey: courseKeys.list(filter),
    url: Api.courseGetList,
    params: { categoryId: filter.categoryId },
  });

export function useCourseList(filter: CourseListFilter) {
  return useInfiniteQuery(courseListQueryOptions(filter));
}
