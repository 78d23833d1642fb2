import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CourseItem } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import type { CourseListFilter } from './course-keys';
import { courseKeys } from './course-keys';
import { getPage, nextPageParam, type Page } from '../../../lib/paged-fetch';

export function getCourseList(
  filter: CourseListFilter,
  pageNum: number,
  signal?: AbortSignal,
): Promise<Page<CourseItem>> {
  return getPage<CourseItem>(Api.courseGetList, { categoryId: filter.categoryId }, pageNum, signal);
}

/** A new category is a new key, so the list starts again from page 1 (SPEC §4). */
export const courseListQueryOptions = (filter: CourseListFilter) =>
  infiniteQueryOptions({
    queryKey: courseKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getCourseList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<CourseItem>,
  });

export function useCourseList(filter: CourseListFilter) {
  return useInfiniteQuery(courseListQueryOptions(filter));
}
