import type { ChatConversation, ChatMessage, ChatSide } from '@app/contract/chat';
import type { ChatMessageRow } from '../../db/schema/chat';
import type { ConversationView } from './chat.repository';

/** The conversation as one side sees it: the other party's name and picture, that side's unread count. */
export function toConversation(view: ConversationView, side: ChatSide): ChatConversation {
  const { row } = view;
  const other =
    side === 'member'
      ? { name: view.teacherName, avatar: view.teacherAvatar }
      : // A teacher sees a member as everyone else does: by nickname only (never username or mobile).
        { name: view.memberNickname ?? '', avatar: view.memberAvatar };
  return {
    id: row.id,
    side,
    teacherId: row.teacherId,
    memberId: row.memberId,
    ...other,
    lastMessage: row.lastMessage,
    lastTime: row.lastAt.toISOString(),
    unread: side === 'member' ? row.memberUnread : row.teacherUnread,
  };
}

export const toChatMessage = (row: ChatMessageRow, side: ChatSide): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  fromSide: row.fromSide,
  mine: row.fromSide === side,
  content: row.content,
  dateTime: row.createdAt.toISOString(),
});
