import { useMutation } from '@tanstack/react-query';
import type { QuizPostBody } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** A teacher of the room posts a quiz; its card reaches the room over the socket. */
export const postQuiz = (body: QuizPostBody) => send<{ id: number }>(Api.quizPost, body);

export function usePostQuiz() {
  return useMutation({ mutationFn: postQuiz });
}
