import { useQuery } from '@tanstack/react-query';
import type { ChatConversation } from '@app/contract/chat';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { chatKeys, type ChatTarget } from './chat-keys';

/** The conversation's header (the other party, the caller's side); null before a member's first message. */
export function useConversation(target: ChatTarget | null) {
  return useQuery({
    queryKey: chatKeys.info(target ?? { conversationId: 0 }),
    queryFn: ({ signal }) => getData<ChatConversation | null>(Api.chatFriendInfo, target!, { signal }),
    enabled: target !== null,
  });
}
