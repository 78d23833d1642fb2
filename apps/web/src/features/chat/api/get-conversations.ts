import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatConversation } from '@app/contract/chat';
import { CHAT_CONVERSATION_PAGE_SIZE } from '@app/contract/chat-constants';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { chatKeys } from './chat-keys';

/** GET /api/chat/friend/list/m: the caller's conversations (as a member and as a teacher), latest first. */
export const conversationsQueryOptions = () =>
  pagedQueryOptions<ChatConversation>({
    queryKey: chatKeys.conversations(),
    url: Api.chatFriendList,
    pageSize: CHAT_CONVERSATION_PAGE_SIZE,
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
