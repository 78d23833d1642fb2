import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSendBody, ChatSent } from '@app/contract/chat';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** POST /api/chat/message/send; the page shows failures itself (and keeps the draft). */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSendBody) =>
      send<ChatSent>(Api.chatSend, body, { loading: false, toastOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}
