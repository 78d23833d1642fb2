import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackItem, FeedbackSaveRequest } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

export function useSaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackSaveRequest) => send<FeedbackItem>(Api.feedbackSave, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
