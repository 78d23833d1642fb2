import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@app/contract/content';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { courseKeys } from './course-keys';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';

export const courseCommentsQueryOptions = (courseId: number) =>
  infiniteQueryOptions({
    queryKey: courseKeys.comments(courseId),
    queryFn: ({ pageParam, signal }) =>
      getPage<Comment>(`${Api.courseCommentList}/${courseId}`, {}, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<Comment>,
  });

export function useCourseComments(courseId: number) {
  return useInfiniteQuery(courseCommentsQueryOptions(courseId));
}

export async function postCourseComment(courseId: number, content: string): Promise<void> {
  await request({ url: Api.courseComment, method: 'POST', data: { courseId, content }, loading: false });
}

export function usePostCourseComment(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postCourseComment(courseId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.comments(courseId) }),
  });
}
