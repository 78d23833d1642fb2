import type { Coupon, CouponStatus, GoodsItem, Invoice, Order, PointsEntry } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import type { InvoiceRow, MemberCouponRow, OrderRow } from '../../db/schema/commerce';
import type { GoodsWithModules } from './goods.repository';
import type { OrderWithExtras } from './order.repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const toGoodsItem = ({ goods: g, modules }: GoodsWithModules): GoodsItem => ({
  id: g.id,
  title: g.title,
  pic: g.pic,
  description: g.description,
  features: g.features,
  priceFen: g.priceFen,
  price: g.priceFen / 100,
  cycle: g.cycle,
  cycleUnit: g.cycleUnit,
  isShowPrice: g.isShowPrice,
  modules,
  minRiskLevel: g.minRiskLevel ?? null,
});

export const toOrder = ({ order: o, couponTitle, invoiceStatus, extraPayments }: OrderWithExtras): Order => ({
  orderNo: o.orderNo,
  status: o.status,
  refundStatus: o.refundStatus,
  goodsId: o.goodsId,
  goodsTitle: o.goodsTitle,
  goodsPic: o.goodsPic,
  cycle: o.cycle,
  cycleUnit: o.cycleUnit,
  priceFen: o.priceFen,
  couponFen: o.couponFen,
  couponTitle,
  pointsUsed: o.pointsUsed,
  pointsFen: o.pointsFen,
  payAmountFen: o.payAmountFen,
  pointsEarned: o.pointsEarned,
  channel: o.channel,
  refundReason: o.refundReason,
  refundRejectReason: o.refundRejectReason,
  accessUntil: iso(o.accessUntil),
  createTime: o.createdAt.toISOString(),
  expireTime: o.expiresAt.toISOString(),
  payTime: iso(o.paidAt),
  closeTime: iso(o.closedAt),
  refundTime: iso(o.refundedAt),
  closeReason: o.closeReason,
  invoiceStatus: invoiceStatus ?? 'NONE',
  extraPayments: extraPayments.map((e) => ({
    channel: e.channel,
    tradeNo: e.tradeNo,
    amountFen: e.amountFen,
    refundStatus: e.refundStatus,
    createTime: e.createdAt.toISOString(),
  })),
});

export const couponStatusOf = (c: MemberCouponRow, now: Date): CouponStatus =>
  c.usedAt ? 'used' : c.expiresAt <= now ? 'expired' : 'unused';

export const toCoupon = (c: MemberCouponRow, now: Date, usable?: boolean): Coupon => ({
  id: c.id,
  title: c.title,
  kind: c.kind,
  amountFen: c.amountFen,
  discountPercent: c.discountPercent,
  thresholdFen: c.thresholdFen,
  startTime: c.startsAt.toISOString(),
  expireTime: c.expiresAt.toISOString(),
  status: couponStatusOf(c, now),
  ...(usable === undefined ? {} : { usable }),
});

export const toPointsEntry = (row: {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: PointsEntry['reason'];
  orderNo: string | null;
  createdAt: Date;
}): PointsEntry => ({
  id: row.id,
  delta: row.delta,
  balanceAfter: row.balanceAfter,
  reason: row.reason,
  orderNo: row.orderNo,
  createTime: row.createdAt.toISOString(),
});

export const toInvoice = (row: InvoiceRow, order: Pick<OrderRow, 'orderNo' | 'goodsTitle'>): Invoice => ({
  id: row.id,
  orderNo: order.orderNo,
  goodsTitle: order.goodsTitle,
  titleType: row.titleType,
  title: row.title,
  taxId: row.taxId,
  email: row.email,
  amountFen: row.amountFen,
  status: row.status,
  rejectReason: row.rejectReason,
  invoiceNo: row.invoiceNo,
  redInvoiceNo: row.redInvoiceNo,
  // A voided invoice keeps its PDF, marked void.
  pdfUrl: row.invoiceNo && row.pdfKey ? `${Api.orderInvoicePdf}/${row.id}?key=${row.pdfKey}` : null,
  createTime: row.createdAt.toISOString(),
  issueTime: iso(row.issuedAt),
  voidTime: iso(row.voidedAt),
});
