import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chatConversations,
  chatMessages,
  type ChatConversationRow,
  type ChatMessageRow,
} from '../../db/schema/chat';
import { members } from '../../db/schema/members';
import { teachers } from '../../db/schema/teachers';

/** A conversation with what the list shows of both parties. */
export interface ConversationView {
  row: ChatConversationRow;
  teacherName: string;
  teacherAvatar: string;
  memberNickname: string | null;
  memberAvatar: string | null;
}

/** The conversations an account takes part in: as the member, and as the teacher it is linked to. */
const involving = (memberId: number, teacherId: number | null): SQL =>
  teacherId === null
    ? eq(chatConversations.memberId, memberId)
    : or(eq(chatConversations.memberId, memberId), eq(chatConversations.teacherId, teacherId))!;

export function createChatRepository(db: Database) {
  const viewSelect = {
    row: chatConversations,
    teacherName: teachers.name,
    teacherAvatar: teachers.avatar,
    memberNickname: members.nickname,
    memberAvatar: members.avatar,
  };
  const views = () =>
    db
      .select(viewSelect)
      .from(chatConversations)
      .innerJoin(teachers, eq(teachers.id, chatConversations.teacherId))
      .innerJoin(members, eq(members.id, chatConversations.memberId));

  return {
    async teacher(id: number): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: teachers.id, name: teachers.name })
        .from(teachers)
        .where(eq(teachers.id, id))
        .limit(1);
      return row ?? null;
    },

    async byId(id: number): Promise<ConversationView | null> {
      const [row] = await views().where(eq(chatConversations.id, id)).limit(1);
      return row ?? null;
    },

    async byPair(memberId: number, teacherId: number): Promise<ConversationView | null> {
      const [row] = await views()
        .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.teacherId, teacherId)))
        .limit(1);
      return row ?? null;
    },

    /** The member's conversation with the teacher, made on first use (two first sends at once make one). */
    async open(memberId: number, teacherId: number, at: Date): Promise<ConversationView> {
      await db
        .insert(chatConversations)
        .values({ memberId, teacherId, lastAt: at, createdAt: at })
        .onConflictDoNothing();
      const view = await this.byPair(memberId, teacherId);
      if (!view) throw new Error('conversation vanished after insert');
      return view;
    },

    /**
     * Stores a message and moves the conversation on: last message, time, the other side's unread count.
     * Answers the message and the receiving side's unread count after it (1: the first since they last read).
     */
    async append(
      conversationId: number,
      message: Omit<ChatMessageRow, 'id' | 'conversationId'>,
    ): Promise<{ row: ChatMessageRow; receiverUnread: number }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(chatMessages)
          .values({ ...message, conversationId })
          .returning();
        const toTeacher = message.fromSide === 'member';
        const unread = toTeacher
          ? { teacherUnread: sql`${chatConversations.teacherUnread} + 1` }
          : { memberUnread: sql`${chatConversations.memberUnread} + 1` };
        const [counts] = await tx
          .update(chatConversations)
          .set({ lastMessage: message.content, lastAt: message.createdAt, ...unread })
          .where(eq(chatConversations.id, conversationId))
          .returning({
            teacherUnread: chatConversations.teacherUnread,
            memberUnread: chatConversations.memberUnread,
          });
        const receiverUnread = (toTeacher ? counts?.teacherUnread : counts?.memberUnread) ?? 0;
        return { row: inserted!, receiverUnread };
      });
    },

    /** The active accounts that answer for a teacher (members linked to it). */
    async teacherAccounts(teacherId: number): Promise<number[]> {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.teacherId, teacherId), eq(members.status, 'active')));
      return rows.map((row) => row.id);
    },

    /** Up to `limit` messages before `beforeId` (or the newest), newest first; and how many there are. */
    async messages(
      conversationId: number,
      beforeId: number | undefined,
      limit: number,
    ): Promise<{ rows: ChatMessageRow[]; total: number }> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            beforeId !== undefined ? lt(chatMessages.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId));
      return { rows, total: total?.n ?? 0 };
    },

    async list(
      memberId: number,
      teacherId: number | null,
      limit: number,
      offset: number,
    ): Promise<{ rows: ConversationView[]; total: number }> {
      const where = involving(memberId, teacherId);
      const rows = await views()
        .where(where)
        .orderBy(desc(chatConversations.lastAt), desc(chatConversations.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(chatConversations).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async markRead(conversationId: number, side: 'member' | 'teacher'): Promise<void> {
      await db
        .update(chatConversations)
        .set(side === 'member' ? { memberUnread: 0 } : { teacherUnread: 0 })
        .where(eq(chatConversations.id, conversationId));
    },

    /** Unread messages across the account's conversations, on both of its sides. */
    async unread(memberId: number, teacherId: number | null): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`coalesce(sum(case when ${chatConversations.memberId} = ${memberId} then ${chatConversations.memberUnread} else 0 end)
            + sum(case when ${chatConversations.teacherId} = ${teacherId ?? -1} then ${chatConversations.teacherUnread} else 0 end), 0)`.mapWith(
            Number,
          ),
        })
        .from(chatConversations)
        .where(involving(memberId, teacherId));
      return row?.n ?? 0;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
