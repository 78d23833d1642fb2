import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharePayload } from '@app/contract/content';
import type { CourseDetail } from '@app/contract/course';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { postToggle } from '../../../lib/post-toggle';
import { courseKeys } from './course-keys';

export const likeCourse = (courseId: number) => postToggle(Api.courseLike, { courseId });
export const followCourse = (courseId: number) => postToggle(Api.courseFollow, { courseId });

export async function shareCourse(courseId: number, url: string): Promise<SharePayload> {
  return send<SharePayload>(Api.courseShare, { courseId, url }, { loading: false });
}

/** Like and follow toggles write the answer into the cached course, so the page updates at once. */
export function useCourseToggle(courseId: number, kind: 'like' | 'follow') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (kind === 'like' ? likeCourse(courseId) : followCourse(courseId)),
    onSuccess: ({ result }) => {
      queryClient.setQueryData<CourseDetail>(courseKeys.detail(courseId), (course) => {
        if (!course) return course;
        return kind === 'like'
          ? { ...course, liked: result.active, likes: result.count }
          : { ...course, followed: result.active };
      });
      if (kind === 'follow') void queryClient.invalidateQueries({ queryKey: courseKeys.mine() });
    },
  });
}
