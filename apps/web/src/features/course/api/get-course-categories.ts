import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { courseKeys } from './course-keys';

export const getCourseCategories = (signal?: AbortSignal) =>
  getRows<CourseCategory>(Api.courseCategoryList, undefined, { signal });

export const courseCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.categories(),
    queryFn: ({ signal }) => getCourseCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCourseCategories() {
  return useQuery(courseCategoriesQueryOptions());
}
