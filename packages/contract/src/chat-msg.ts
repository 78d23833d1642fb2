// Kept apart from the schemas of chat.ts: the chat's text catalog then loads no zod.

import { CHAT_MESSAGE_MAX_CHARS } from './chat-constants';
import { Msg } from './messages';

export const ChatMsg = {
  conversationNotFound: '会话不存在',
  teacherNotFound: '老师不存在',
  onlyTeachers: '私信只能发给老师',
  notYourself: '不能给自己发私信',
  contentEmpty: Msg.contentEmpty,
  tooLong: `私信内容不能超过${CHAT_MESSAGE_MAX_CHARS}个字`,
  tooFast: '发送过于频繁，请稍后再试',
  sendFailed: Msg.sendFailed,
} as const;

/**
 * The notification a private message leaves its receiver (push kind privateMessage): stored text, like the
 * other notifications, so it is written here rather than in a client catalog. The body is the message.
 */
export const ChatNotice = {
  fromTeacher: (teacherName: string) => `${teacherName}老师给您发来私信`,
  fromMember: (nickname: string | null) => `${nickname || '会员'}给您发来私信`,
} as const;
