import { describe, expect, it } from 'vitest';
import { signedPct, signedYuan, trend, yuan } from './format';

describe('market figures', () => {
  it('formats fen as yuan and ratios as signed percentages', () => {
    expect(yuan(123_456_789)).toBe('1,234,567.89');
    expect(yuan(-500)).toBe('-5.00');
    expect(yuan(-123_456_705)).toBe('-1,234,567.05');
    expect(yuan(99_999)).toBe('999.99');
    expect(yuan(100_000)).toBe('1,000.00');
    expect(yuan(7)).toBe('0.07');
    expect(yuan(0)).toBe('0.00');
    expect(signedYuan(100)).toBe('+1.00');
    expect(signedPct(0.0123)).toBe('+1.23%');
    expect(signedPct(-0.05)).toBe('-5.00%');
    expect(signedPct(0.00001)).toBe('0.00%');
    expect(signedPct(-0.00001)).toBe('0.00%');
  });
  it('colours rises red and falls green', () => {
    expect([trend(1), trend(-1), trend(0)]).toEqual(['up', 'down', 'flat']);
  });
});
