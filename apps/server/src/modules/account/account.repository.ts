import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, type MemberRow } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';

export type NewMember = typeof members.$inferInsert;
export type MemberPatch = Partial<
  Pick<MemberRow, 'name' | 'nickname' | 'avatar' | 'mobile' | 'passwordHash' | 'status' | 'cancelledAt'>
>;

export function createAccountRepository(db: Database) {
  return {
    async findMemberById(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row ?? null;
    },

    async findMemberByUsername(username: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(sql`lower(${members.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    async findActiveMemberByMobile(mobile: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.mobile, mobile), eq(members.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    async insertMember(values: NewMember): Promise<MemberRow> {
      const [row] = await db.insert(members).values(values).returning();
      if (!row) throw new Error('insert into members returned no row');
      return row;
    },

    async updateMember(id: number, patch: MemberPatch, at: Date): Promise<MemberRow | null> {
      const [row] = await db
        .update(members)
        .set({ ...patch, updatedAt: at })
        .where(eq(members.id, id))
        .returning();
      return row ?? null;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The member behind a live token: not revoked, not expired, member still active. */
    async findLiveSession(tokenHash: string, at: Date): Promise<MemberRow | null> {
      const [row] = await db
        .select({ member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
            eq(members.status, 'active'),
          ),
        )
        .limit(1);
      return row?.member ?? null;
    },

    async revokeSession(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    async revokeAllSessions(memberId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
