import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderTab } from '@app/contract/commerce';
import type { Database } from '../../db/client';
import {
  invoices,
  memberCoupons,
  orderExtraPayments,
  orders,
  paymentNotifications,
  type InvoiceRow,
  type OrderExtraPaymentRow,
  type OrderRow,
  type OrderStatus,
} from '../../db/schema/commerce';
import { movePoints, releaseCoupon, type Executor } from './wallet.repository';

const TAB_STATUSES: Record<Exclude<OrderTab, 'all'>, OrderStatus[]> = {
  unpaid: ['PENDING_PAYMENT'],
  paid: ['PAID', 'FULFILLED'],
  refund: ['REFUNDING', 'REFUNDED'],
  closed: ['CLOSED'],
};

export type CreateOutcome = { order: OrderRow } | { refused: 'coupon_taken' | 'points_short' };

export interface OrderWithExtras {
  order: OrderRow;
  couponTitle: string | null;
  invoiceStatus: InvoiceRow['status'] | null;
  extraPayments: OrderExtraPaymentRow[];
}

export function createOrderRepository(db: Database) {
  const extras = async (rows: OrderRow[]): Promise<OrderWithExtras[]> => {
    if (rows.length === 0) return [];
    const couponIds = rows.map((r) => r.couponId).filter((id): id is number => id !== null);
    const ids = rows.map((r) => r.id);
    const [coupons, invoiceRows, extraRows] = await Promise.all([
      couponIds.length
        ? db
            .select({ id: memberCoupons.id, title: memberCoupons.title })
            .from(memberCoupons)
            .where(inArray(memberCoupons.id, couponIds))
        : Promise.resolve([]),
      db
        .select({ orderId: invoices.orderId, status: invoices.status, id: invoices.id })
        .from(invoices)
        .where(
          inArray(
            invoices.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(invoices.id)),
      db
        .select()
        .from(orderExtraPayments)
        .where(inArray(orderExtraPayments.orderId, ids))
        .orderBy(asc(orderExtraPayments.id)),
    ]);
    return rows.map((order) => ({
      order,
      couponTitle: coupons.find((c) => c.id === order.couponId)?.title ?? null,
      invoiceStatus: invoiceRows.filter((i) => i.orderId === order.id).at(-1)?.status ?? null,
      extraPayments: extraRows.filter((e) => e.orderId === order.id),
    }));
  };

  /** One transition: the row moves only if it is still in a state the transition starts from. */
  const transition = async (
    executor: Pick<Database, 'update'>,
    where: SQL | undefined,
    set: Partial<typeof orders.$inferInsert>,
  ): Promise<OrderRow | null> => {
    const [row] = await executor.update(orders).set(set).where(where).returning();
    return row ?? null;
  };

  return {
    /**
     * Inserts the order, claims the coupon and spends the points in one transaction: a coupon another order
     * claimed meanwhile, or points spent meanwhile, refuse the whole order and leave nothing behind.
     */
    async create(values: typeof orders.$inferInsert, now: Date): Promise<CreateOutcome> {
      const refusal = new Error('refused');
      let refused: 'coupon_taken' | 'points_short' | null = null;
      try {
        const order = await db.transaction(async (tx) => {
          const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
          if (!row) {
            refused = 'coupon_taken';
            throw refusal;
          }
          if (row.couponId !== null) {
            const claimed = await tx
              .update(memberCoupons)
              .set({ orderId: row.id, usedAt: now })
              .where(
                and(
                  eq(memberCoupons.id, row.couponId),
                  eq(memberCoupons.memberId, row.memberId),
                  isNull(memberCoupons.orderId),
                  isNull(memberCoupons.usedAt),
                  lte(memberCoupons.startsAt, now),
                  gt(memberCoupons.expiresAt, now),
                ),
              )
              .returning({ id: memberCoupons.id });
            if (claimed.length === 0) {
              refused = 'coupon_taken';
              throw refusal;
            }
          }
          if (row.pointsUsed > 0) {
            const after = await movePoints(tx, {
              memberId: row.memberId,
              delta: -row.pointsUsed,
              reason: 'order_spend',
              orderNo: row.orderNo,
              at: now,
            });
            if (after === null) {
              refused = 'points_short';
              throw refusal;
            }
          }
          return row;
        });
        return { order };
      } catch (error) {
        if (error === refusal && refused) return { refused };
        // Two creates racing for one coupon: the partial unique index refuses the second.
        if ((error as { code?: string }).code === '23505') return { refused: 'coupon_taken' };
        throw error;
      }
    },

    async byOrderNo(orderNo: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
      return row ?? null;
    },

    async forMember(memberId: number, orderNo: string): Promise<OrderWithExtras | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)))
        .limit(1);
      if (!row) return null;
      return (await extras([row]))[0] ?? null;
    },

    async withExtras(row: OrderRow): Promise<OrderWithExtras> {
      return (await extras([row]))[0] as OrderWithExtras;
    },

    async page(memberId: number, tab: OrderTab, offset: number, limit: number) {
      const mine = eq(orders.memberId, memberId);
      const where = tab === 'all' ? mine : and(mine, inArray(orders.status, TAB_STATUSES[tab]));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows: await extras(rows), total: total?.n ?? 0 };
    },

    setChannel: (orderNo: string, channel: string) =>
      transition(db, and(eq(orders.orderNo, orderNo), eq(orders.status, 'PENDING_PAYMENT')), { channel }),

    /** PENDING_PAYMENT → PAID, once: of any number of notifications for one order, only one moves it. */
    markPaid: (orderNo: string, set: { tradeNo: string | null; channel: string; paidAt: Date }) =>
      transition(db, and(eq(orders.orderNo, orderNo), eq(orders.status, 'PENDING_PAYMENT')), {
        status: 'PAID',
        ...set,
      }),

    /**
     * PAID → FULFILLED with the points it earns and the access it grants (`grant`, written on the same
     * transaction), all or nothing: a failure anywhere leaves the order PAID, to be fulfilled again by the
     * provider's resend or the sweep. Claimed first, so of two instances completing one order only the one
     * that moved it grants.
     */
    async markFulfilled(
      order: OrderRow,
      set: { accessFrom: Date; accessUntil: Date; pointsEarned: number; at: Date },
      grant: (tx: Executor) => Promise<void>,
    ): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const row = await transition(tx, and(eq(orders.id, order.id), eq(orders.status, 'PAID')), {
          status: 'FULFILLED',
          fulfilledAt: set.at,
          accessFrom: set.accessFrom,
          accessUntil: set.accessUntil,
          pointsEarned: set.pointsEarned,
        });
        if (!row) return null;
        if (set.pointsEarned > 0)
          await movePoints(tx, {
            memberId: row.memberId,
            delta: set.pointsEarned,
            reason: 'order_earn',
            orderNo: row.orderNo,
            at: set.at,
          });
        await grant(tx);
        return row;
      });
    },

    /** PENDING_PAYMENT → CLOSED, once, giving back the coupon (if still valid) and the points. */
    async close(
      orderId: number,
      reason: 'user_cancel' | 'timeout' | 'admin',
      now: Date,
      memberId?: number,
    ): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const mine = memberId === undefined ? undefined : eq(orders.memberId, memberId);
        const row = await transition(
          tx,
          and(eq(orders.id, orderId), eq(orders.status, 'PENDING_PAYMENT'), mine),
          {
            status: 'CLOSED',
            closeReason: reason,
            closedAt: now,
          },
        );
        if (!row) return null;
        if (row.couponId !== null) await releaseCoupon(tx, row.couponId, row.id, now);
        if (row.pointsUsed > 0)
          await movePoints(tx, {
            memberId: row.memberId,
            delta: row.pointsUsed,
            reason: 'order_return',
            orderNo: row.orderNo,
            at: now,
          });
        return row;
      });
    },

    async expiredPending(now: Date, limit: number, memberId?: number): Promise<{ id: number }[]> {
      const mine = memberId === undefined ? undefined : eq(orders.memberId, memberId);
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING_PAYMENT'), lte(orders.expiresAt, now), mine))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
    },

    /** Paid orders whose fulfilment did not finish (a crash between payment and grant): the sweep completes them. */
    async paidUnfulfilled(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'PAID'), lte(orders.paidAt, before)))
        .limit(limit);
    },

    /** PAID|FULFILLED → REFUNDING with the refund's own state (review or processing). */
    requestRefund: (
      orderId: number,
      memberId: number,
      set: { reason: string; refundNo: string; review: boolean; at: Date },
    ) =>
      transition(
        db,
        and(
          eq(orders.id, orderId),
          eq(orders.memberId, memberId),
          inArray(orders.status, ['PAID', 'FULFILLED']),
          inArray(orders.refundStatus, ['NONE', 'REJECTED']),
        ),
        {
          status: 'REFUNDING',
          refundStatus: set.review ? 'PENDING_REVIEW' : 'PROCESSING',
          refundReason: set.reason,
          refundRejectReason: null,
          refundNo: set.refundNo,
          refundRequestedAt: set.at,
        },
      ),

    approveRefund: (orderNo: string) =>
      transition(
        db,
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.status, 'REFUNDING'),
          eq(orders.refundStatus, 'PENDING_REVIEW'),
        ),
        { refundStatus: 'PROCESSING' },
      ),

    rejectRefund: (orderNo: string, reason: string) =>
      transition(
        db,
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.status, 'REFUNDING'),
          eq(orders.refundStatus, 'PENDING_REVIEW'),
        ),
        {
          refundStatus: 'REJECTED',
          refundRejectReason: reason,
          status:
            sql`case when ${orders.fulfilledAt} is null then 'PAID' else 'FULFILLED' end` as unknown as OrderStatus,
        },
      ),

    /**
     * REFUNDING → REFUNDED, once: gives back the coupon (if still valid) and the points spent, and takes back
     * every point the order earned (the balance may go below zero, see movePoints).
     */
    async completeRefund(orderNo: string, now: Date): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const row = await transition(
          tx,
          and(
            eq(orders.orderNo, orderNo),
            eq(orders.status, 'REFUNDING'),
            eq(orders.refundStatus, 'PROCESSING'),
          ),
          { status: 'REFUNDED', refundStatus: 'SUCCESS', refundedAt: now },
        );
        if (!row) return null;
        if (row.couponId !== null) await releaseCoupon(tx, row.couponId, row.id, now);
        if (row.pointsUsed > 0)
          await movePoints(tx, {
            memberId: row.memberId,
            delta: row.pointsUsed,
            reason: 'order_return',
            orderNo: row.orderNo,
            at: now,
          });
        // All of them, even when they were spent meanwhile: the balance ends as if the order never was.
        if (row.pointsEarned > 0)
          await movePoints(tx, {
            memberId: row.memberId,
            delta: -row.pointsEarned,
            reason: 'refund_reclaim',
            orderNo: row.orderNo,
            at: now,
            mayOverdraw: true,
          });
        return row;
      });
    },

    /**
     * Forgets a notification whose processing failed, so the provider's resend is processed again instead of
     * being taken for a replay.
     */
    async forgetNotification(channel: string, notifyId: string): Promise<void> {
      await db
        .delete(paymentNotifications)
        .where(and(eq(paymentNotifications.channel, channel), eq(paymentNotifications.notifyId, notifyId)));
    },

    /** Records a verified notification; false when this one (channel and id) was handled before. */
    async recordNotification(values: typeof paymentNotifications.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentNotifications)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      return rows.length > 0;
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
