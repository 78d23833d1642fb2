import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeworkDetail, HomeworkSubmitRequest } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { homeworkKeys } from './homework-keys';

/** Submits the sheet once; the answer is the graded sheet (score, right answers, explanations). */
export function useSubmitHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeworkSubmitRequest) => send<HomeworkDetail>(Api.homeworkSubmit, body),
    onSuccess: (graded) => {
      queryClient.setQueryData(homeworkKeys.detail(graded.id), graded);
      // The list's scores, the past answers and the new notification all changed.
      void queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['push'] });
    },
  });
}
