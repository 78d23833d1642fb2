import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AiApi } from '@app/contract/ai';
import { send } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** DELETE /api/ai/conversation/{id}. */
export const deleteAiConversation = (id: number) =>
  send<null>(`${AiApi.conversation}/${id}`, undefined, { method: 'DELETE', loading: false });

export function useDeleteAiConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAiConversation,
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.conversations() }),
  });
}
