import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderExtraPayments, type OrderExtraPaymentRow } from '../../db/schema/commerce';
import { writeOperatorNotification } from './operator-notifications';

export function createExtraPaymentRepository(db: Database) {
  return {
    /**
     * Records an extra payment and, the first time only, the operators' notice of it, in one transaction.
     * Answers the row (new or found) and whether this call recorded it.
     */
    async record(
      values: typeof orderExtraPayments.$inferInsert,
      operatorText: string,
    ): Promise<{ row: OrderExtraPaymentRow; fresh: boolean }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(orderExtraPayments)
          .values(values)
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          await writeOperatorNotification(tx, {
            kind: 'duplicate_payment',
            orderId: inserted.orderId,
            text: operatorText,
            at: inserted.createdAt,
          });
          return { row: inserted, fresh: true };
        }
        const [found] = await tx
          .select()
          .from(orderExtraPayments)
          .where(
            and(
              eq(orderExtraPayments.channel, values.channel),
              eq(orderExtraPayments.tradeNo, values.tradeNo),
            ),
          );
        return { row: found as OrderExtraPaymentRow, fresh: false };
      });
    },

    byRefundNo: async (refundNo: string): Promise<OrderExtraPaymentRow | null> => {
      const [row] = await db
        .select()
        .from(orderExtraPayments)
        .where(eq(orderExtraPayments.refundNo, refundNo));
      return row ?? null;
    },

    async markRefunded(refundNo: string, at: Date): Promise<void> {
      await db
        .update(orderExtraPayments)
        .set({ refundStatus: 'SUCCESS', refundedAt: at })
        .where(
          and(eq(orderExtraPayments.refundNo, refundNo), ne(orderExtraPayments.refundStatus, 'SUCCESS')),
        );
    },

    /** The provider refused or could not be reached: left for the next notification (or an operator). */
    async markFailed(id: number): Promise<void> {
      await db
        .update(orderExtraPayments)
        .set({ refundStatus: 'FAILED' })
        .where(and(eq(orderExtraPayments.id, id), eq(orderExtraPayments.refundStatus, 'PENDING')));
    },

    async forOrders(orderIds: number[]): Promise<OrderExtraPaymentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderExtraPayments)
        .where(inArray(orderExtraPayments.orderId, orderIds))
        .orderBy(asc(orderExtraPayments.id));
    },
  };
}
export type ExtraPaymentRepository = ReturnType<typeof createExtraPaymentRepository>;
