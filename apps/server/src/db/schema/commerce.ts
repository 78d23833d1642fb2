import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accessModules } from './access';
import { members } from './members';

/** A product (goods): buying it grants its access modules for one cycle. Money is integer fen. */
export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  pic: text('pic').notNull().default(''),
  description: text('description').notNull().default(''),
  /** What the product includes, one line each (shown as a list). */
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  priceFen: integer('price_fen').notNull(),
  /** Validity of one purchase: cycle × cycleUnit (day, month, year). */
  cycle: integer('cycle').notNull(),
  cycleUnit: text('cycle_unit').$type<'day' | 'month' | 'year'>().notNull(),
  isShowPrice: integer('is_show_price').notNull().default(1),
  onSale: integer('on_sale').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  /** The lowest investor risk level (C1–C5) the product suits; null: no test needed. */
  minRiskLevel: text('min_risk_level').$type<'C1' | 'C2' | 'C3' | 'C4' | 'C5'>(),
});
export type GoodsRow = typeof goods.$inferSelect;

/** Modules a product grants. */
export const goodsModules = pgTable(
  'goods_modules',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => accessModules.id),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.moduleId] }), index('goods_modules_module_idx').on(t.moduleId)],
);

export type OrderStatus = 'PENDING_PAYMENT' | 'PAID' | 'FULFILLED' | 'CLOSED' | 'REFUNDING' | 'REFUNDED';
export type RefundStatus = 'NONE' | 'PENDING_REVIEW' | 'PROCESSING' | 'SUCCESS' | 'REJECTED';

/** An order of one product. Every amount is computed by the server at creation and never changes. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The product as it was bought (title, cycle), so later edits do not rewrite history. */
    goodsTitle: text('goods_title').notNull(),
    goodsPic: text('goods_pic').notNull().default(''),
    cycle: integer('cycle').notNull(),
    cycleUnit: text('cycle_unit').$type<'day' | 'month' | 'year'>().notNull(),
    priceFen: integer('price_fen').notNull(),
    couponId: integer('coupon_id'),
    couponFen: integer('coupon_fen').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsFen: integer('points_fen').notNull().default(0),
    payAmountFen: integer('pay_amount_fen').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('NONE'),
    refundReason: text('refund_reason'),
    refundRejectReason: text('refund_reject_reason'),
    refundNo: text('refund_no'),
    channel: text('channel'),
    /** The provider's transaction id, set by the verified payment notification. */
    tradeNo: text('trade_no'),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** The stretch of access this order added (its refund takes exactly that back). */
    accessFrom: timestamp('access_from', { withTimezone: true }),
    accessUntil: timestamp('access_until', { withTimezone: true }),
    closeReason: text('close_reason').$type<'user_cancel' | 'timeout' | 'admin'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    index('orders_member_idx').on(t.memberId, t.createdAt),
    // The time-out sweep reads only unpaid orders.
    index('orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
    // One coupon, one live order: two concurrent creates with the same coupon cannot both hold it.
    uniqueIndex('orders_coupon_live_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null and ${t.status} not in ('CLOSED', 'REFUNDED')`),
    check('orders_amounts_check', sql`${t.payAmountFen} >= 0 and ${t.pointsUsed} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** A coupon held by a member: amount off above a threshold, or a discount (percent payable). */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    kind: text('kind').$type<'amount' | 'discount'>().notNull(),
    /** kind amount: fen off. */
    amountFen: integer('amount_fen').notNull().default(0),
    /** kind discount: percent payable (85 = 8.5折). */
    discountPercent: integer('discount_percent').notNull().default(100),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set while an order holds it (pending or paid); cleared when that order closes or is refunded. */
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('member_coupons_member_idx').on(t.memberId)],
);
export type MemberCouponRow = typeof memberCoupons.$inferSelect;

/**
 * A member's points balance. Below zero only after a refund took back points its order had earned and the
 * member had spent meanwhile: a debt that blocks spending points until new ones cover it.
 */
export const memberPoints = pgTable('member_points', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  balance: integer('balance').notNull().default(0),
});

export type PointsReason = 'order_spend' | 'order_earn' | 'order_return' | 'refund_reclaim' | 'gift';

/** Every earn and spend of points, with the balance after it. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('points_ledger_member_idx').on(t.memberId, t.id)],
);

/** Verified payment notifications, one row per provider notification id: a replay finds its row and stops. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    notifyId: text('notify_id').notNull(),
    orderNo: text('order_no').notNull(),
    kind: text('kind').$type<'payment' | 'refund'>().notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_notifications_id_idx').on(t.channel, t.notifyId)],
);

/** VOIDED: the order was refunded; an issued invoice is then cancelled by a red-letter one (红冲). */
export type InvoiceStatus = 'REQUESTED' | 'ISSUED' | 'REJECTED' | 'VOIDED';

/** An invoice (发票) asked for a paid order. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    titleType: text('title_type').$type<'personal' | 'company'>().notNull(),
    title: text('title').notNull(),
    taxId: text('tax_id'),
    email: text('email').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    rejectReason: text('reject_reason'),
    invoiceNo: text('invoice_no'),
    /** Random key in the PDF's address: the link works without a session (the PDF viewer fetches it). */
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The red-letter invoice (红字发票) that cancelled this one after its order was refunded. */
    redInvoiceNo: text('red_invoice_no'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_member_idx').on(t.memberId),
    // One live invoice per order (a rejected one may be asked again).
    uniqueIndex('invoices_order_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'REJECTED'`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

export type ExtraPaymentRefundStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/**
 * A successful payment beyond the one that paid an order (paid twice, by two channels or two transactions, or
 * paid after it closed): refunded through its own channel. One row per transaction, so a provider resending
 * its notification finds the row and neither refunds nor tells operators twice.
 */
export const orderExtraPayments = pgTable(
  'order_extra_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    channel: text('channel').notNull(),
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    refundNo: text('refund_no').notNull(),
    refundStatus: text('refund_status').$type<ExtraPaymentRefundStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_extra_payments_trade_idx').on(t.channel, t.tradeNo),
    uniqueIndex('order_extra_payments_refund_idx').on(t.refundNo),
    index('order_extra_payments_order_idx').on(t.orderId),
  ],
);
export type OrderExtraPaymentRow = typeof orderExtraPayments.$inferSelect;

export type OperatorNotificationKind = 'duplicate_payment';

/** Things operators must look at (listed by the operator console to come), each written once. */
export const operatorNotifications = pgTable(
  'operator_notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OperatorNotificationKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [index('operator_notifications_unread_idx').on(t.read, t.createdAt)],
);
