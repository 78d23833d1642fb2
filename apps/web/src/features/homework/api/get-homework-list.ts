import { useInfiniteQuery } from '@tanstack/react-query';
import type { HomeworkSummary } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { homeworkKeys } from './homework-keys';

/** Homework, newest first (of one course when courseId is given), with the member's scores. */
export const homeworkListQueryOptions = (courseId: number | null) =>
  pagedQueryOptions<HomeworkSummary>({
    queryKey: homeworkKeys.list(courseId),
    url: Api.homeworkList,
    params: courseId === null ? {} : { courseId },
  });

export function useHomeworkList(courseId: number | null) {
  return useInfiniteQuery(homeworkListQueryOptions(courseId));
}
