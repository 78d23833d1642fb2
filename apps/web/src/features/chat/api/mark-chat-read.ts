import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Marks the caller's side of a conversation read, quietly: reading must not flicker a spinner. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      send<{ count: number }>(Api.chatRead, { conversationId }, { loading: false, toastOnError: false }),
    onSuccess: (unread) => {
      queryClient.setQueryData(chatKeys.unread(), unread);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
