import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedbacks, type FeedbackRow } from '../../db/schema/member-center';

export function createFeedbackRepository(db: Database) {
  return {
    async insert(
      row: Pick<FeedbackRow, 'memberId' | 'type' | 'content' | 'images' | 'contact' | 'createdAt'>,
    ) {
      const [inserted] = await db.insert(feedbacks).values(row).returning();
      return inserted!;
    },

    async page(
      memberId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: FeedbackRow[]; total: number }> {
      const where = eq(feedbacks.memberId, memberId);
      const rows = await db
        .select()
        .from(feedbacks)
        .where(where)
        .orderBy(desc(feedbacks.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(feedbacks).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Stores the staff reply; null when the feedback does not exist. */
    async reply(id: number, reply: string, at: Date): Promise<FeedbackRow | null> {
      const [row] = await db
        .update(feedbacks)
        .set({ reply, status: 'replied', repliedAt: at })
        .where(eq(feedbacks.id, id))
        .returning();
      return row ?? null;
    },

    /** The member's own feedback only: anyone else's is not found. */
    async mine(memberId: number, id: number): Promise<FeedbackRow | null> {
      const [row] = await db
        .select()
        .from(feedbacks)
        .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
