import { describe, expect, it } from 'vitest';
import { addCycle, couponOff, newOrderNo, pointsEarned, pointsMax } from './pricing';

describe('pricing', () => {
  it('takes an amount coupon off only above its threshold and never below zero', () => {
    const coupon = { kind: 'amount' as const, amountFen: 3000, discountPercent: 100, thresholdFen: 10000 };
    expect(couponOff(coupon, 9999)).toBe(0);
    expect(couponOff(coupon, 19900)).toBe(3000);
    expect(couponOff({ ...coupon, thresholdFen: 0 }, 1000)).toBe(1000);
  });

  it('rounds a discount in the member’s favour', () => {
    const coupon = { kind: 'discount' as const, amountFen: 0, discountPercent: 85, thresholdFen: 0 };
    expect(couponOff(coupon, 19900)).toBe(2985);
    expect(couponOff(coupon, 99)).toBe(15);
  });

  it('caps points at the balance and half the amount', () => {
    expect(pointsMax(16900, 100_000)).toBe(8450);
    expect(pointsMax(16900, 500)).toBe(500);
    expect(pointsMax(0, 500)).toBe(0);
    expect(pointsEarned(16899)).toBe(168);
  });

  it('adds calendar cycles', () => {
    const from = new Date('2026-01-31T00:00:00Z');
    expect(addCycle(from, 30, 'day').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(addCycle(from, 1, 'year').toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('numbers orders with China time', () => {
    expect(newOrderNo(new Date('2026-11-23T16:30:00Z'), () => 0.000042)).toBe('20261124003000000042');
  });
});
