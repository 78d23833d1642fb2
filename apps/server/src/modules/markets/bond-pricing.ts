/**
 * Convertible-bond figures (REFERENCE §8.2), per 100 face value. The simulated bond price follows its
 * stock: a smooth maximum of the conversion value and the pure bond value, so it trades near the bond
 * floor when the stock is far below the conversion price and near the conversion value when far above.
 */

export interface BondTerms {
  conversionPriceFen: number;
  listingDay: string;
  maturityDay: string;
  couponRates: number[];
  redemptionPrice: number;
}

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** 转股价值 = 100 / conversion price × stock price. */
export const conversionValue = (stockPriceFen: number, conversionPriceFen: number): number =>
  (100 * stockPriceFen) / conversionPriceFen;

/** Years from `day` to maturity (0 after it). */
export const remainingYears = (terms: BondTerms, day: string): number =>
  Math.max(0, (dayMs(terms.maturityDay) - dayMs(day)) / DAY_MS / YEAR_DAYS);

/**
 * Cash flows still to come after `day`: each yearly coupon on the listing anniversaries, the last year
 * paying the redemption price instead (it includes the last coupon). Times in years from `day`.
 */
export function cashFlows(terms: BondTerms, day: string): { t: number; amount: number }[] {
  const start = new Date(`${terms.listingDay}T00:00:00Z`);
  const flows: { t: number; amount: number }[] = [];
  terms.couponRates.forEach((rate, i) => {
    const pay = new Date(start);
    pay.setUTCFullYear(start.getUTCFullYear() + i + 1);
    const t = (pay.getTime() - dayMs(day)) / DAY_MS / YEAR_DAYS;
    if (t <= 0) return;
    flows.push({ t, amount: i === terms.couponRates.length - 1 ? terms.redemptionPrice : rate });
  });
  return flows;
}

export const presentValue = (flows: { t: number; amount: number }[], rate: number): number =>
  flows.reduce((sum, f) => sum + f.amount / (1 + rate) ** f.t, 0);

/** Yield to maturity at a price (per 100 face), by bisection; 0 when nothing is left to pay. */
export function yieldToMaturity(flows: { t: number; amount: number }[], price: number): number {
  if (flows.length === 0 || price <= 0) return 0;
  let lo = -0.9;
  let hi = 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (presentValue(flows, mid) > price) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The simulated bond price: a smooth maximum (p = 4 norm) of conversion and pure bond value. */
export function simulatedBondPrice(conversionValueYuan: number, bondValueYuan: number): number {
  return (conversionValueYuan ** 4 + bondValueYuan ** 4) ** 0.25;
}
