import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerResult, AnswersBody } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { interactiveKeys } from './interactive-keys';

export const answerQuestionnaire = (body: AnswersBody) => send<AnswerResult>(Api.questionnaireAnswer, body);

export function useAnswerQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestionnaire,
    onSuccess: (result, body) => {
      if (result.profile) queryClient.setQueryData(interactiveKeys.riskProfile(), result.profile);
      return queryClient.invalidateQueries({ queryKey: interactiveKeys.questionnaire(Number(body.id)) });
    },
  });
}
