import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@app/contract/course';
import type { RowsEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { courseKeys } from './course-keys';

export async function getCourseCategories(signal?: AbortSignal): Promise<CourseCategory[]> {
  const body = await request<RowsEnvelope<CourseCategory>>({
    url: Api.courseCategoryList,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
}

export const courseCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.categories(),
    queryFn: ({ signal }) => getCourseCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCourseCategories() {
  return useQuery(courseCategoriesQueryOptions());
}
