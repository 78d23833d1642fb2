import type { ChatMessage } from '@app/contract/chat';
import { CHAT_TIME_GAP_MS } from '@app/contract/chat-constants';

export type ThreadItem =
  { kind: 'time'; key: string; dateTime: string } | { kind: 'message'; key: string; message: ChatMessage };

/**
 * The thread as shown: messages oldest first, with the time above the first one and above any that
 * comes more than CHAT_TIME_GAP_MS after the one before it.
 */
export function groupMessages(messages: readonly ChatMessage[]): ThreadItem[] {
  const items: ThreadItem[] = [];
  let previous: number | null = null;
  for (const message of messages) {
    const at = Date.parse(message.dateTime);
    if (previous === null || at - previous > CHAT_TIME_GAP_MS) {
      items.push({ kind: 'time', key: `t${message.id}`, dateTime: message.dateTime });
    }
    items.push({ kind: 'message', key: `m${message.id}`, message });
    previous = at;
  }
  return items;
}
