import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { getData, readEarlyById } from '../../../lib/api-client';
import { courseKeys } from './course-keys';

/** A locked course answers 206; the request wrapper then opens the no-permission page. */
const courseInfoUrl = (id: number) => `${Api.courseInfo}/${id}`;

export async function getCourseInfo(id: number, signal?: AbortSignal): Promise<CourseDetail> {
  return getData<CourseDetail>(courseInfoUrl(id), undefined, { signal });
}

/** The course page's course (its saved position included), asked for by its route (?id=) while the page's code loads. */
export const readCourseInfoEarly = readEarlyById(courseInfoUrl);

export const courseInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => getCourseInfo(id, signal),
    // The saved position must come fresh from the server on every visit, never from a cache.
    gcTime: 0,
    retry: false,
  });

export function useCourseInfo(id: number | null) {
  return useQuery({ ...courseInfoQueryOptions(id ?? 0), enabled: id !== null });
}
