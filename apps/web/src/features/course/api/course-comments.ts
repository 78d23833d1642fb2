import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import type { CommentsSource } from '../../../lib/get-comments';
import { courseKeys } from './course-keys';

/** GET /api/course/comment/get/list/{courseId}: a course's comments. */
export const courseCommentsSource = (courseId: number): CommentsSource => ({
  endpoint: Api.courseCommentList,
  targetId: courseId,
  queryKey: courseKeys.comments(courseId),
});

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
