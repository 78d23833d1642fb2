import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CouponStatus } from '@app/contract/commerce';
import type { Database } from '../../db/client';
import { memberCoupons, memberPoints, pointsLedger, type PointsReason } from '../../db/schema/commerce';

/** A database or an open transaction: the wallet's writes join the order's transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Adds (or, negative, takes) points and writes the ledger line with the balance after it. Spending more than
 * the balance changes nothing and answers null. Only a refund's reclaim may take the balance below zero
 * (`mayOverdraw`): the points its order earned are taken back in full even when they were spent meanwhile,
 * and the debt blocks spending until new points cover it.
 */
export async function movePoints(
  db: Executor,
  move: {
    memberId: number;
    delta: number;
    reason: PointsReason;
    orderNo: string | null;
    at: Date;
    mayOverdraw?: boolean;
  },
): Promise<number | null> {
  if (move.delta === 0) return null;
  await db.insert(memberPoints).values({ memberId: move.memberId, balance: 0 }).onConflictDoNothing();
  const covered =
    move.delta > 0 || move.mayOverdraw ? undefined : sql`${memberPoints.balance} + ${move.delta} >= 0`;
  const [row] = await db
    .update(memberPoints)
    .set({ balance: sql`${memberPoints.balance} + ${move.delta}` })
    .where(and(eq(memberPoints.memberId, move.memberId), covered))
    .returning({ balance: memberPoints.balance });
  if (!row) return null;
  await db.insert(pointsLedger).values({
    memberId: move.memberId,
    delta: move.delta,
    balanceAfter: row.balance,
    reason: move.reason,
    orderNo: move.orderNo,
    createdAt: move.at,
  });
  return row.balance;
}

/** Gives a coupon back from an order, if it is still valid (an expired one stays spent). */
export async function releaseCoupon(
  db: Executor,
  couponId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  await db
    .update(memberCoupons)
    .set({ orderId: null, usedAt: null })
    .where(
      and(
        eq(memberCoupons.id, couponId),
        eq(memberCoupons.orderId, orderId),
        gt(memberCoupons.expiresAt, now),
      ),
    );
}

const couponFilter = (memberId: number, status: CouponStatus, now: Date) => {
  const mine = eq(memberCoupons.memberId, memberId);
  if (status === 'used') return and(mine, isNotNull(memberCoupons.usedAt));
  if (status === 'expired') return and(mine, isNull(memberCoupons.usedAt), lte(memberCoupons.expiresAt, now));
  return and(mine, isNull(memberCoupons.usedAt), gt(memberCoupons.expiresAt, now));
};

export function createWalletRepository(db: Database) {
  return {
    async balance(memberId: number): Promise<number> {
      const [row] = await db
        .select({ balance: memberPoints.balance })
        .from(memberPoints)
        .where(eq(memberPoints.memberId, memberId));
      return row?.balance ?? 0;
    },

    async ledger(memberId: number, offset: number, limit: number) {
      const where = eq(pointsLedger.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsLedger)
          .where(where)
          .orderBy(desc(pointsLedger.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(pointsLedger).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async coupon(memberId: number, couponId: number) {
      const [row] = await db
        .select()
        .from(memberCoupons)
        .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.memberId, memberId)));
      return row ?? null;
    },

    async coupons(memberId: number, status: CouponStatus, now: Date, offset: number, limit: number) {
      const where = couponFilter(memberId, status, now);
      const order =
        status === 'unused' ? [memberCoupons.expiresAt, memberCoupons.id] : [desc(memberCoupons.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(memberCoupons)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(memberCoupons).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Coupons a member may use now (not held by an order, started, not expired). */
    async usableCoupons(memberId: number, now: Date) {
      return db
        .select()
        .from(memberCoupons)
        .where(
          and(
            eq(memberCoupons.memberId, memberId),
            isNull(memberCoupons.orderId),
            isNull(memberCoupons.usedAt),
            lte(memberCoupons.startsAt, now),
            gt(memberCoupons.expiresAt, now),
          ),
        );
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
