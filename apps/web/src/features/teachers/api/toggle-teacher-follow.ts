import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { postToggle } from '../../../lib/post-toggle';
import { showSuccess } from '../../../lib/toast';
import { teacherKeys } from './teacher-keys';

/** POST /api/teacher/follow: follows, or unfollows when already following; answers state and follower count. */
export const toggleTeacherFollow = (teacherId: number) => postToggle(Api.teacherFollow, { teacherId });

export function useToggleTeacherFollow(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleTeacherFollow(teacherId),
    onSuccess: ({ result, msg }) => {
      queryClient.setQueryData<TeacherDetail>(teacherKeys.detail(teacherId), (teacher) =>
        teacher ? { ...teacher, followed: result.active, followers: result.count } : teacher,
      );
      void queryClient.invalidateQueries({ queryKey: teacherKeys.list() });
      showSuccess(msg);
    },
  });
}
