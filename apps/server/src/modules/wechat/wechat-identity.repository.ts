import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { wechatAccounts, wechatTickets, type WechatTicketPurpose } from '../../db/schema/wechat';

export function createWechatIdentityRepository(db: Database) {
  return {
    /** The active member behind an openid of this app, or behind the unionid from any app of ours. */
    async findMember(appId: string, openid: string, unionid: string | null): Promise<number | null> {
      const [byOpenid] = await db
        .select({ memberId: wechatAccounts.memberId })
        .from(wechatAccounts)
        .innerJoin(members, eq(members.id, wechatAccounts.memberId))
        .where(
          and(
            eq(wechatAccounts.appId, appId),
            eq(wechatAccounts.openid, openid),
            eq(members.status, 'active'),
          ),
        );
      if (byOpenid) return byOpenid.memberId;
      if (!unionid) return null;
      const [byUnionid] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.unionid, unionid), eq(members.status, 'active')))
        .limit(1);
      return byUnionid?.id ?? null;
    },

    /** The member's openid in one of our WeChat apps (the payer of a JSAPI payment), or null. */
    async openidOf(memberId: number, appId: string): Promise<string | null> {
      const [row] = await db
        .select({ openid: wechatAccounts.openid })
        .from(wechatAccounts)
        .where(and(eq(wechatAccounts.memberId, memberId), eq(wechatAccounts.appId, appId)))
        .limit(1);
      return row?.openid ?? null;
    },

    /** Links the openid to the member (a second login of the same openid changes nothing). */
    async link(appId: string, openid: string, unionid: string | null, memberId: number): Promise<void> {
      await db
        .insert(wechatAccounts)
        .values({ appId, openid, unionid, memberId })
        .onConflictDoUpdate({
          target: [wechatAccounts.appId, wechatAccounts.openid],
          set: { memberId, unionid },
        });
    },

    async insertTicket(
      ticketHash: string,
      memberId: number,
      expiresAt: Date,
      purpose: WechatTicketPurpose,
    ): Promise<void> {
      await db.insert(wechatTickets).values({ ticketHash, memberId, expiresAt, purpose });
    },

    /**
     * Deletes up to `limit` tickets nobody can redeem any more (used, or expired at `now`); answers how many.
     * Rows another call is deleting are skipped, so concurrent issues never wait on each other.
     */
    async pruneTickets(now: Date, limit: number): Promise<number> {
      const stale = db
        .select({ ticketHash: wechatTickets.ticketHash })
        .from(wechatTickets)
        .where(or(isNotNull(wechatTickets.usedAt), lte(wechatTickets.expiresAt, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(wechatTickets)
        .where(inArray(wechatTickets.ticketHash, stale))
        .returning({ ticketHash: wechatTickets.ticketHash });
      return deleted.length;
    },

    /** Uses the ticket once, for its purpose: the member it names, or null when unknown, used or expired. */
    async useTicket(ticketHash: string, at: Date, purpose: WechatTicketPurpose): Promise<number | null> {
      const [row] = await db
        .update(wechatTickets)
        .set({ usedAt: at })
        .where(
          and(
            eq(wechatTickets.ticketHash, ticketHash),
            eq(wechatTickets.purpose, purpose),
            isNull(wechatTickets.usedAt),
            gt(wechatTickets.expiresAt, at),
          ),
        )
        .returning({ memberId: wechatTickets.memberId });
      return row?.memberId ?? null;
    },
  };
}
export type WechatIdentityRepository = ReturnType<typeof createWechatIdentityRepository>;
