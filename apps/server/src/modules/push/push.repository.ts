import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushMessages, type PushMessageRow } from '../../db/schema/member-center';

export function createPushRepository(db: Database) {
  const mine = (memberId: number, onlyUnread: boolean) =>
    onlyUnread
      ? and(eq(pushMessages.memberId, memberId), isNull(pushMessages.readAt))
      : eq(pushMessages.memberId, memberId);
  return {
    async insert(row: Omit<PushMessageRow, 'id' | 'readAt'>): Promise<PushMessageRow> {
      const [inserted] = await db.insert(pushMessages).values(row).returning();
      return inserted!;
    },

    async page(
      memberId: number,
      onlyUnread: boolean,
      limit: number,
      offset: number,
    ): Promise<{ rows: PushMessageRow[]; total: number }> {
      const where = mine(memberId, onlyUnread);
      const rows = await db
        .select()
        .from(pushMessages)
        .where(where)
        .orderBy(desc(pushMessages.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(pushMessages).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pushMessages).where(mine(memberId, true));
      return row?.n ?? 0;
    },

    /** Marks one of the member's notifications read; null when it is not theirs (or does not exist). */
    async markRead(memberId: number, id: number, at: Date): Promise<PushMessageRow | null> {
      const [row] = await db
        .select()
        .from(pushMessages)
        .where(and(eq(pushMessages.id, id), eq(pushMessages.memberId, memberId)))
        .limit(1);
      if (!row) return null;
      if (row.readAt) return row;
      // Conditional: a second tap (or another device) leaves the first read time in place.
      const [updated] = await db
        .update(pushMessages)
        .set({ readAt: at })
        .where(and(eq(pushMessages.id, id), isNull(pushMessages.readAt)))
        .returning();
      return updated ?? { ...row, readAt: at };
    },

    async markAllRead(memberId: number, at: Date): Promise<number> {
      const rows = await db
        .update(pushMessages)
        .set({ readAt: at })
        .where(mine(memberId, true))
        .returning({ id: pushMessages.id });
      return rows.length;
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
