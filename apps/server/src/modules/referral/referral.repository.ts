import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';

export function createReferralRepository(db: Database) {
  return {
    /** Active members who registered from `memberId`'s links, newest first. */
    async page(memberId: number, limit: number, offset: number) {
      const where = and(eq(members.referredBy, memberId), eq(members.status, 'active'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ nickname: members.nickname, createdAt: members.createdAt })
          .from(members)
          .where(where)
          .orderBy(desc(members.createdAt), desc(members.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(members).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ReferralRepository = ReturnType<typeof createReferralRepository>;
