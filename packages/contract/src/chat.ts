import { z } from 'zod';
import { count, idParam, int4, rowId } from './ids';
import { Msg } from './messages';
import {
  CHAT_CONVERSATION_PAGE_SIZE,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_MESSAGE_PAGE_SIZE,
} from './chat-constants';
import { ChatMsg } from './chat-msg';
import { PAGE_NUM_MAX, PAGE_SIZE_MAX } from './limits';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './chat-constants';
export * from './chat-msg';

/**
 * Private messages between a member and a teacher (SPEC §7 names the list calls; sending, reading and the
 * unread count follow the same style). A conversation is one member with one teacher: the member opens it,
 * any account linked to the teacher answers it.
 */

/** Which end of a conversation someone is on. */
export const ChatSide = z.enum(['member', 'teacher']);
export type ChatSide = z.infer<typeof ChatSide>;

export const chatMessage = z.object({
  id: rowId,
  conversationId: int4,
  /** Who wrote it. */
  fromSide: ChatSide,
  /** Written by the caller's side of the conversation. */
  mine: z.boolean(),
  content: z.string(),
  /** ISO 8601. */
  dateTime: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** One conversation as the caller sees it: the other party, the last message, the caller's unread count. */
export const chatConversation = z.object({
  id: rowId,
  /** The caller's side. */
  side: ChatSide,
  teacherId: int4,
  memberId: int4,
  /** The other party: the teacher's name, or the member's nickname (the only name teachers see). */
  name: z.string(),
  avatar: z.string().nullable(),
  lastMessage: z.string(),
  /** ISO 8601 time of the last message. */
  lastTime: z.string(),
  unread: int4,
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatConversationListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(PAGE_NUM_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CHAT_CONVERSATION_PAGE_SIZE),
});

/**
 * One page of a conversation, named by its id or (a member's own conversation) by the teacher. Pages go
 * backwards from `beforeId` (absent: the newest page); rows come oldest first, ready to show.
 */
export const chatMessageListQuery = z
  .object({
    conversationId: idParam.optional(),
    teacherId: idParam.optional(),
    beforeId: idParam.optional(),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CHAT_MESSAGE_PAGE_SIZE),
  })
  .refine((q) => (q.conversationId === undefined) !== (q.teacherId === undefined), {
    message: Msg.badRequest,
  });
export type ChatMessageListQuery = z.infer<typeof chatMessageListQuery>;

export const chatContent = z
  .string({ error: ChatMsg.contentEmpty })
  .trim()
  .min(1, ChatMsg.contentEmpty)
  .max(CHAT_MESSAGE_MAX_CHARS, ChatMsg.tooLong);

/**
 * Send to exactly one of: a conversation the caller is in, a teacher (the member's conversation with them,
 * opened on first send), or a member (a teacher answering a member who wrote to them).
 */
export const chatSendBody = z
  .object({
    conversationId: idParam.optional(),
    teacherId: idParam.optional(),
    memberId: idParam.optional(),
    content: chatContent,
  })
  .refine((b) => [b.conversationId, b.teacherId, b.memberId].filter((v) => v !== undefined).length === 1, {
    message: Msg.badRequest,
  });
export type ChatSendBody = z.input<typeof chatSendBody>;

export const chatSent = z.object({ conversation: chatConversation, message: chatMessage });
export type ChatSent = z.infer<typeof chatSent>;

/** One conversation, by its id or (a member's own) by the teacher. */
export const chatInfoQuery = z
  .object({ conversationId: idParam.optional(), teacherId: idParam.optional() })
  .refine((q) => (q.conversationId === undefined) !== (q.teacherId === undefined), {
    message: Msg.badRequest,
  });

export const chatReadBody = z.object({ conversationId: idParam });
export const chatUnread = z.object({ count: count });

/** Server → client frames on the chat socket. */
export const chatServerFrame = z.discriminatedUnion('type', [
  /** The socket is signed in as the member (and teacher) the token names. */
  z.object({ type: z.literal('ready') }),
  /** A new message in one of the caller's conversations, with the conversation as the caller now sees it. */
  z.object({ type: z.literal('message'), conversation: chatConversation, message: chatMessage }),
  /** The caller read a conversation (on any device): its unread count is now 0. */
  z.object({ type: z.literal('read'), conversationId: int4 }),
  /** Token missing, invalid or expired: the socket closes. */
  z.object({ type: z.literal('error'), code: int4, msg: z.string() }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;

/** Client → server: the first frame signs the socket in; heartbeats keep idle proxies from closing it. */
export const chatClientFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(256) }),
  z.strictObject({ type: z.literal('heartbeat') }),
]);
