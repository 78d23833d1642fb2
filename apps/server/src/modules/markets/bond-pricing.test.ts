import { describe, expect, it } from 'vitest';
import {
  cashFlows,
  conversionValue,
  presentValue,
  simulatedBondPrice,
  yieldToMaturity,
} from './bond-pricing';

const terms = {
  conversionPriceFen: 2_000,
  listingDay: '2024-03-01',
  maturityDay: '2030-03-01',
  couponRates: [0.2, 0.4, 0.6, 1.0, 1.5, 2.0],
  redemptionPrice: 110,
};

describe('convertible bond figures', () => {
  it('conversion value = 100 / conversion price × stock price', () => {
    expect(conversionValue(2_400, 2_000)).toBe(120);
    expect(conversionValue(1_000, 2_000)).toBe(50);
  });
  it('lists the coupons still to come and redeems at maturity', () => {
    const flows = cashFlows(terms, '2026-11-23');
    expect(flows.map((f) => f.amount)).toEqual([0.6, 1.0, 1.5, 110]);
    expect(flows[0]!.t).toBeCloseTo(98 / 365, 3);
  });
  it('finds the yield that prices the flows, and the price follows the stock', () => {
    const flows = cashFlows(terms, '2026-11-23');
    const ytm = yieldToMaturity(flows, 105);
    expect(presentValue(flows, ytm)).toBeCloseTo(105, 6);
    expect(yieldToMaturity(flows, 120)).toBeLessThan(0);
    // Far below the conversion price: near the bond floor; far above: near the conversion value.
    expect(simulatedBondPrice(40, 100)).toBeCloseTo(100.63, 1);
    expect(simulatedBondPrice(200, 100)).toBeCloseTo(203.05, 1);
  });
});
