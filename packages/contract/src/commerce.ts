import { z } from 'zod';
import { riskLevel } from './interactive';
import { Msg } from './messages';
import {
  COUPON_STATUSES,
  INVOICE_TITLE_MAX,
  ORDER_TABS,
  REFUND_REASON_MAX,
  TAX_ID_PATTERN,
} from './commerce-constants';
import { CommerceMsg } from './commerce-msg';
import { idParam, rowId, int4, count } from './ids';
import { PAGE_NUM_MAX, PAGE_SIZE_MAX } from './limits';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './commerce-constants';
export * from './commerce-msg';

export const cycleUnit = z.enum(['day', 'month', 'year']);
export type CycleUnit = z.infer<typeof cycleUnit>;

/** A product, as lists and the detail page show it. price is yuan for display (SPEC §5); priceFen is exact. */
export const goodsItem = z.object({
  id: rowId,
  title: z.string(),
  pic: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  priceFen: int4,
  price: z.number(),
  cycle: int4,
  cycleUnit,
  isShowPrice: int4,
  modules: z.array(z.object({ id: rowId, name: z.string() })),
  /** The lowest investor risk level the product suits (适当性管理); null: anyone may buy it. */
  minRiskLevel: riskLevel.nullable(),
});
export type GoodsItem = z.infer<typeof goodsItem>;

export const orderStatus = z.enum([
  'PENDING_PAYMENT',
  'PAID',
  'FULFILLED',
  'CLOSED',
  'REFUNDING',
  'REFUNDED',
]);
export type OrderStatus = z.infer<typeof orderStatus>;
export const refundStatus = z.enum(['NONE', 'PENDING_REVIEW', 'PROCESSING', 'SUCCESS', 'REJECTED']);
export type RefundStatus = z.infer<typeof refundStatus>;
export const payChannel = z.enum(['sandbox', 'wechatpay', 'alipay']);
export type PayChannel = z.infer<typeof payChannel>;

/** Tabs of My orders (ORDER_TABS). */
export const orderTab = z.enum(ORDER_TABS);
export type OrderTab = z.infer<typeof orderTab>;

const orderNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{6,32}$/, Msg.badRequest);

/** What the member asks for; every amount comes from the server. */
export const orderCreateBody = z.strictObject({
  goodsId: idParam,
  couponId: idParam.optional(),
  points: z.coerce
    .number({ error: Msg.badRequest })
    .int(Msg.badRequest)
    .min(0, Msg.badRequest)
    .max(100_000_000, Msg.badRequest)
    .optional(),
});
export type OrderCreateBody = z.input<typeof orderCreateBody>;

/** The amounts an order would have (the order page shows them before the member commits). */
export const orderQuote = z.object({
  goodsId: int4,
  priceFen: int4,
  couponId: int4.nullable(),
  couponFen: int4,
  pointsUsed: int4,
  pointsFen: int4,
  /** The most points this order accepts (balance and the share cap). */
  pointsMax: int4,
  pointsBalance: int4,
  payAmountFen: int4,
  /** The payment channels this server offers, preferred first. */
  channels: z.array(z.enum(['sandbox', 'wechatpay', 'alipay'])),
  /** Why the member may not buy it yet: no risk test, an expired one, or a level below the product's. */
  riskCheck: z
    .object({
      required: riskLevel,
      held: riskLevel.nullable(),
      reason: z.enum(['missing', 'expired', 'low']),
    })
    .nullable(),
});
export type OrderQuote = z.infer<typeof orderQuote>;

export const order = z.object({
  orderNo: z.string(),
  status: orderStatus,
  refundStatus,
  goodsId: int4,
  goodsTitle: z.string(),
  goodsPic: z.string(),
  cycle: int4,
  cycleUnit,
  priceFen: int4,
  couponFen: int4,
  couponTitle: z.string().nullable(),
  pointsUsed: int4,
  pointsFen: int4,
  payAmountFen: int4,
  pointsEarned: int4,
  channel: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundRejectReason: z.string().nullable(),
  accessUntil: z.string().nullable(),
  createTime: z.string(),
  /** When an unpaid order closes by itself. */
  expireTime: z.string(),
  payTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  refundTime: z.string().nullable(),
  closeReason: z.enum(['user_cancel', 'timeout', 'admin']).nullable(),
  invoiceStatus: z.enum(['NONE', 'REQUESTED', 'ISSUED', 'REJECTED', 'VOIDED']),
  /** Payments beyond the one that paid the order (paid twice, or after it closed), each refunded through its channel. */
  extraPayments: z.array(
    z.object({
      channel: z.string(),
      tradeNo: z.string(),
      amountFen: int4,
      refundStatus: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
      createTime: z.string(),
    }),
  ),
});
export type Order = z.infer<typeof order>;

export const orderListQuery = z.object({
  status: orderTab.default('all'),
  pageNum: z.coerce.number().int().min(1).max(PAGE_NUM_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const orderNoBody = z.strictObject({ orderNo });
export const orderNoParams = z.object({ orderNo });

/** Without a channel: the order's own, else the server's preferred one. */
export const orderPayBody = z.strictObject({
  orderNo,
  channel: payChannel.optional(),
  /** Inside the WeChat web view: pay with WeChat Pay JSAPI as the member's WeChat identity (else H5). */
  jsapi: z.boolean().optional(),
  /**
   * Inside the mini-program's web view: JSAPI parameters for the mini-program (its appid and the member's
   * openid there) that its native pay page hands to wx.requestPayment. Needs channel wechatpay.
   */
  miniProgram: z.boolean().optional(),
});
/** How the client completes a payment: open payUrl (sandbox cashier, WeChat H5, Alipay wap) or call JSAPI with params. */
export const payStart = z.object({
  channel: payChannel,
  /** Set when nothing was left to pay: the order is already paid. */
  paid: z.boolean(),
  payUrl: z.string().nullable(),
  params: z.record(z.string(), z.string()).nullable(),
});
export type PayStart = z.infer<typeof payStart>;

export const refundBody = z.strictObject({
  orderNo,
  reason: z
    .string({ error: CommerceMsg.reasonRequired })
    .trim()
    .min(1, CommerceMsg.reasonRequired)
    .max(REFUND_REASON_MAX, Msg.badRequest),
});
export const refundReviewBody = z.strictObject({
  orderNo,
  approve: z.boolean(),
  reason: z.string().trim().max(REFUND_REASON_MAX, Msg.badRequest).optional(),
});

export const couponStatus = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof couponStatus>;
export const coupon = z.object({
  id: rowId,
  title: z.string(),
  kind: z.enum(['amount', 'discount']),
  amountFen: int4,
  discountPercent: int4,
  thresholdFen: int4,
  startTime: z.string(),
  expireTime: z.string(),
  status: couponStatus,
  /** Set when a goodsId was given: whether it applies to that product's price. */
  usable: z.boolean().optional(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponListQuery = z.object({
  status: couponStatus.default('unused'),
  goodsId: idParam.optional(),
  pageNum: z.coerce.number().int().min(1).max(PAGE_NUM_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const pointsEntry = z.object({
  id: rowId,
  delta: int4,
  balanceAfter: int4,
  reason: z.enum(['order_spend', 'order_earn', 'order_return', 'refund_reclaim', 'gift']),
  orderNo: z.string().nullable(),
  createTime: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;
/** The points list answers rows (the ledger), total, and the balance beside them. */
export const pointsListEnvelope = z.object({
  code: int4,
  msg: z.string(),
  rows: z.array(pointsEntry),
  total: count,
  balance: int4,
});

export const invoiceBody = z
  .strictObject({
    orderNo,
    titleType: z.enum(['personal', 'company']),
    title: z
      .string({ error: CommerceMsg.titleRequired })
      .trim()
      .min(1, CommerceMsg.titleRequired)
      .max(INVOICE_TITLE_MAX, Msg.badRequest),
    taxId: z.string().trim().toUpperCase().optional(),
    email: z.string({ error: CommerceMsg.emailInvalid }).trim().email(CommerceMsg.emailInvalid).max(100),
  })
  .superRefine((v, ctx) => {
    if (v.titleType === 'company' && !TAX_ID_PATTERN.test(v.taxId ?? ''))
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: CommerceMsg.taxIdInvalid });
  });
export type InvoiceBody = z.input<typeof invoiceBody>;

export const invoice = z.object({
  id: rowId,
  orderNo: z.string(),
  goodsTitle: z.string(),
  titleType: z.enum(['personal', 'company']),
  title: z.string(),
  taxId: z.string().nullable(),
  email: z.string(),
  amountFen: int4,
  /** VOIDED (已作废): the order was refunded; an issued invoice was cancelled by a red-letter one. */
  status: z.enum(['REQUESTED', 'ISSUED', 'REJECTED', 'VOIDED']),
  rejectReason: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  /** The red-letter invoice (红字发票) that cancelled it; null when it was voided before being issued. */
  redInvoiceNo: z.string().nullable(),
  /** The PDF, for the app's pdf page, once issued. */
  pdfUrl: z.string().nullable(),
  createTime: z.string(),
  issueTime: z.string().nullable(),
  voidTime: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceIssueBody = z.strictObject({
  id: rowId.positive(),
  approve: z.boolean(),
  reason: z.string().trim().max(REFUND_REASON_MAX).optional(),
});

/** POST /api/live/product/post: a teacher of the room recommends a product as a card in the room. */
export const productCardBody = z.strictObject({
  liveId: idParam,
  categoryId: idParam.default(1),
  goodsId: idParam,
});
export type ProductCardBody = z.input<typeof productCardBody>;
