import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleResult } from '@app/contract/content';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { request } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { teacherKeys } from './teacher-keys';

/** POST /api/teacher/follow: follows, or unfollows when already following; answers state and follower count. */
export async function toggleTeacherFollow(teacherId: number): Promise<DataEnvelope<ToggleResult>> {
  return request<DataEnvelope<ToggleResult>>({
    url: Api.teacherFollow,
    method: 'POST',
    data: { teacherId },
    loading: false,
  });
}

export function useToggleTeacherFollow(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleTeacherFollow(teacherId),
    onSuccess: ({ data, msg }) => {
      queryClient.setQueryData<TeacherDetail>(teacherKeys.detail(teacherId), (teacher) =>
        teacher ? { ...teacher, followed: data.active, followers: data.count } : teacher,
      );
      void queryClient.invalidateQueries({ queryKey: teacherKeys.list() });
      showSuccess(msg);
    },
  });
}
