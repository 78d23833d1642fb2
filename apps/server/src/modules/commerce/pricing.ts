import {
  POINTS_EARN_FEN_PER_POINT,
  POINTS_FEN_PER_POINT,
  POINTS_MAX_SHARE_PERCENT,
  type CycleUnit,
} from '@app/contract/commerce';

export interface CouponTerms {
  kind: 'amount' | 'discount';
  amountFen: number;
  discountPercent: number;
  thresholdFen: number;
}

/** Whether the coupon applies to a price (its threshold). */
export const couponApplies = (coupon: CouponTerms, priceFen: number) => priceFen >= coupon.thresholdFen;

/** Fen a coupon takes off a price: never more than the price; a discount rounds in the member's favour. */
export function couponOff(coupon: CouponTerms, priceFen: number): number {
  if (!couponApplies(coupon, priceFen)) return 0;
  if (coupon.kind === 'amount') return Math.min(coupon.amountFen, priceFen);
  const payable = Math.floor((priceFen * coupon.discountPercent) / 100);
  return Math.max(0, priceFen - payable);
}

/** The most points an amount accepts: the balance, and at most POINTS_MAX_SHARE_PERCENT of it. */
export const pointsMax = (afterCouponFen: number, balance: number) =>
  Math.max(
    0,
    Math.min(balance, Math.floor((afterCouponFen * POINTS_MAX_SHARE_PERCENT) / 100 / POINTS_FEN_PER_POINT)),
  );

export const pointsEarned = (paidFen: number) => Math.floor(paidFen / POINTS_EARN_FEN_PER_POINT);

/** The end of one cycle from `from` (calendar months and years, in UTC days; a day is 24 h). */
export function addCycle(from: Date, cycle: number, unit: CycleUnit): Date {
  const at = new Date(from.getTime());
  if (unit === 'day') at.setUTCDate(at.getUTCDate() + cycle);
  else if (unit === 'month') at.setUTCMonth(at.getUTCMonth() + cycle);
  else at.setUTCFullYear(at.getUTCFullYear() + cycle);
  return at;
}

/** Order numbers: yyyyMMddHHmmss in China time and 6 random digits (EduSoho-style, 20 characters). */
export function newOrderNo(now: Date, random: () => number = Math.random): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  const stamp = china.slice(0, 19).replace(/[-T:]/g, '');
  return `${stamp}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
}
