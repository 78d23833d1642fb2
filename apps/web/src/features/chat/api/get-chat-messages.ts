import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@app/contract/chat';
import { CHAT_MESSAGE_PAGE_SIZE } from '@app/contract/chat-constants';
import type { Page } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { getPage } from '../../../lib/api-client';
import { chatKeys, type ChatTarget } from './chat-keys';

/**
 * GET /api/chat/message/get/list: the newest page first, then older pages before the oldest shown id
 * (a cursor, so messages arriving meanwhile never shift a page). A short page means the start is reached.
 */
export const chatMessagesQueryOptions = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(target),
    queryFn: ({ pageParam, signal }) =>
      getPage<ChatMessage>(
        Api.chatMessageList,
        { ...target, pageSize: CHAT_MESSAGE_PAGE_SIZE, ...(pageParam ? { beforeId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: Page<ChatMessage>) =>
      last.rows.length < CHAT_MESSAGE_PAGE_SIZE ? undefined : last.rows[0]?.id,
  });

export function useChatMessages(target: ChatTarget | null) {
  return useInfiniteQuery({
    ...chatMessagesQueryOptions(target ?? { conversationId: 0 }),
    enabled: target !== null,
  });
}
