import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, orders, type InvoiceRow, type OrderStatus } from '../../db/schema/commerce';

export interface InvoiceWithOrder {
  invoice: InvoiceRow;
  order: { orderNo: string; goodsTitle: string; status: OrderStatus };
}

const orderFields = { orderNo: orders.orderNo, goodsTitle: orders.goodsTitle, status: orders.status };

export function createInvoiceRepository(db: Database) {
  return {
    /** A live invoice (requested or issued) per order: a second ask finds the index and gets null. */
    async insert(values: typeof invoices.$inferInsert): Promise<InvoiceRow | null> {
      const [row] = await db.insert(invoices).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async page(memberId: number, offset: number, limit: number) {
      const where = eq(invoices.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ invoice: invoices, order: orderFields })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .where(where)
          .orderBy(desc(invoices.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(invoices).where(where),
      ]);
      return { rows: rows as InvoiceWithOrder[], total: total?.n ?? 0 };
    },

    async byId(id: number): Promise<InvoiceWithOrder | null> {
      const [row] = await db
        .select({ invoice: invoices, order: orderFields })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, id));
      return (row as InvoiceWithOrder | undefined) ?? null;
    },

    /** REQUESTED → ISSUED, once. */
    async markIssued(
      id: number,
      set: { invoiceNo: string; issuedAt: Date; pdfKey: string },
    ): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ status: 'ISSUED', ...set })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'REQUESTED')))
        .returning();
      return row ?? null;
    },

    async markRejected(id: number, reason: string): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ status: 'REJECTED', rejectReason: reason })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'REQUESTED')))
        .returning();
      return row ?? null;
    },

    /** The order's invoice still standing (requested or issued), if any. */
    async liveOf(orderId: number): Promise<InvoiceWithOrder | null> {
      const [row] = await db
        .select({ invoice: invoices, order: orderFields })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, ['REQUESTED', 'ISSUED'])));
      return (row as InvoiceWithOrder | undefined) ?? null;
    },

    /** REQUESTED or ISSUED (as read) → VOIDED, once; an issued one with its red-letter invoice. */
    async markVoided(
      id: number,
      from: 'REQUESTED' | 'ISSUED',
      set: { redInvoiceNo: string | null; voidedAt: Date },
    ): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ status: 'VOIDED', ...set })
        .where(and(eq(invoices.id, id), eq(invoices.status, from)))
        .returning();
      return row ?? null;
    },

    /** Orders refunded while their invoice still stands (a void that failed): the sweep voids them. */
    async standingOfRefunded(limit: number): Promise<{ orderId: number }[]> {
      return db
        .select({ orderId: invoices.orderId })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(orders.status, 'REFUNDED'), inArray(invoices.status, ['REQUESTED', 'ISSUED'])))
        .limit(limit);
    },

    async requestedBefore(at: Date, limit: number): Promise<{ id: number }[]> {
      return db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.status, 'REQUESTED'), lte(invoices.createdAt, at)))
        .limit(limit);
    },
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
