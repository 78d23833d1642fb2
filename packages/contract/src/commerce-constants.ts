// Kept apart from the schemas of commerce.ts: a page that needs a limit or a price text then loads no zod.

/** Commerce limits and rules (issue 10). Money is integer fen everywhere but on screen. */
export const ORDER_PAY_TIMEOUT_MS = 30 * 60_000;
/** How often each instance sweeps for timed-out orders (the sweep itself closes each order once). */
export const ORDER_SWEEP_INTERVAL_MS = 30_000;
/** One point is worth this many fen when spent. */
export const POINTS_FEN_PER_POINT = 1;
/** Points can pay at most this share of what is left after the coupon. */
export const POINTS_MAX_SHARE_PERCENT = 50;
/** Points earned: one per this many fen paid. */
export const POINTS_EARN_FEN_PER_POINT = 100;
/** Refunds asked within this many days of payment are approved at once; later ones wait for an operator. */
export const REFUND_AUTO_APPROVE_DAYS = 7;
export const REFUND_REASON_MAX = 200;
export const INVOICE_TITLE_MAX = 100;
/** The permission an operator needs to approve refunds and issue invoices (or role admin, or *:*:*). */
export const ORDER_ADMIN_PERMISSION = 'order:refund:review';

/** Tabs of My orders: all, to pay, paid (paid or fulfilled), refunds (refunding or refunded), closed. */
export const ORDER_TABS = ['all', 'unpaid', 'paid', 'refund', 'closed'] as const;
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;

/** 统一社会信用代码 (18 characters, no I O Z S V) or an older 15-digit tax number. */
export const TAX_ID_PATTERN = /^(?:[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|\d{15})$/;

/** Yuan for display from fen, e.g. 19900 → '199.00'. */
export const fenToYuan = (fen: number): string => (fen / 100).toFixed(2);
