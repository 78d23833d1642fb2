import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { teachers } from './teachers';

/**
 * One member's private conversation with one teacher. The member opens it; any account linked to the
 * teacher answers. Each side's unread count lives on the row so the list and the badge cost no counting.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    lastMessage: text('last_message').notNull().default(''),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    memberUnread: integer('member_unread').notNull().default(0),
    teacherUnread: integer('teacher_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.memberId, t.teacherId),
    index('chat_conversations_member_idx').on(t.memberId, t.lastAt),
    index('chat_conversations_teacher_idx').on(t.teacherId, t.lastAt),
  ],
);
export type ChatConversationRow = typeof chatConversations.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    /** 'member' or 'teacher': which end wrote it. */
    fromSide: text('from_side').$type<'member' | 'teacher'>().notNull(),
    /** The account that wrote it (for a teacher, the linked member account that answered). */
    senderMemberId: integer('sender_member_id')
      .notNull()
      .references(() => members.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;
