import type { InfiniteData } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage } from '@app/contract/chat';
import type { Page } from '@app/contract/envelope';
import type { ChatTarget } from '../api/chat-keys';

/** Whether a conversation page named this way shows the conversation. */
export const showsConversation = (target: ChatTarget, conversation: ChatConversation): boolean =>
  'conversationId' in target
    ? target.conversationId === conversation.id
    : conversation.side === 'member' && target.teacherId === conversation.teacherId;

/**
 * Adds a message that arrived (socket) or was sent (answer) to the newest page, once: the same message
 * comes both ways to the sender.
 */
export function appendMessage(
  data: InfiniteData<Page<ChatMessage>, unknown> | undefined,
  message: ChatMessage,
): InfiniteData<Page<ChatMessage>, unknown> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.rows.some((row) => row.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  const first: Page<ChatMessage> = newest ?? { rows: [], total: 0 };
  return {
    ...data,
    pages: [{ rows: [...first.rows, message], total: first.total + 1 }, ...older],
  };
}
