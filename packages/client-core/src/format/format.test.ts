import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask';
import { formatPrice } from './price';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = new Date(2026, 2, 15, 14, 30, 0); // 2026-03-15 14:30 local

  it('says 刚刚 under one minute (and for slight clock skew)', () => {
    expect(formatRelativeTime(new Date(2026, 2, 15, 14, 29, 1), now)).toBe('刚刚');
    expect(formatRelativeTime(now, now)).toBe('刚刚');
    expect(formatRelativeTime(new Date(2026, 2, 15, 14, 30, 20), now)).toBe('刚刚');
  });

  it('counts minutes below an hour', () => {
    expect(formatRelativeTime(new Date(2026, 2, 15, 14, 29, 0), now)).toBe('1分钟前');
    expect(formatRelativeTime(new Date(2026, 2, 15, 13, 30, 1), now)).toBe('59分钟前');
  });

  it('counts hours within the same day', () => {
    expect(formatRelativeTime(new Date(2026, 2, 15, 13, 30, 0), now)).toBe('1小时前');
    expect(formatRelativeTime(new Date(2026, 2, 15, 0, 0, 0), now)).toBe('14小时前');
  });

  it('says 昨天 HH:mm for the previous calendar day, even under an hour ago', () => {
    expect(formatRelativeTime(new Date(2026, 2, 14, 23, 59, 0), now)).toBe('昨天 23:59');
    expect(formatRelativeTime(new Date(2026, 2, 14, 8, 5, 0), now)).toBe('昨天 08:05');
    const justAfterMidnight = new Date(2026, 2, 15, 0, 20, 0);
    expect(formatRelativeTime(new Date(2026, 2, 14, 23, 50, 0), justAfterMidnight)).toBe('30分钟前');
    expect(formatRelativeTime(new Date(2026, 2, 14, 22, 50, 0), justAfterMidnight)).toBe('昨天 22:50');
  });

  it('uses MM-DD HH:mm earlier in the same year and the full date for other years', () => {
    expect(formatRelativeTime(new Date(2026, 2, 13, 9, 0, 0), now)).toBe('03-13 09:00');
    expect(formatRelativeTime(new Date(2026, 0, 1, 0, 0, 0), now)).toBe('01-01 00:00');
    expect(formatRelativeTime(new Date(2025, 11, 31, 18, 45, 0), now)).toBe('2025-12-31 18:45');
  });

  it('reads server date strings as local time and epoch numbers', () => {
    expect(formatRelativeTime('2026-03-15 14:00:00', now)).toBe('30分钟前');
    expect(formatRelativeTime(new Date(2026, 2, 15, 12, 30).getTime(), now)).toBe('2小时前');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('yesterday across a month boundary', () => {
    expect(formatRelativeTime(new Date(2026, 1, 28, 10, 0), new Date(2026, 2, 1, 9, 0))).toBe('昨天 10:00');
  });
});

describe('formatPrice', () => {
  it('hides the price unless isShowPrice is 1', () => {
    expect(formatPrice({ price: 99, isShowPrice: 0 })).toBeNull();
    expect(formatPrice({ price: 99 })).toBeNull();
  });

  it('hides the price on iOS unless the version status is 1', () => {
    expect(formatPrice({ price: 99, isShowPrice: 1 }, { isIos: true, versionStatus: 0 })).toBeNull();
    expect(formatPrice({ price: 99, isShowPrice: 1 }, { isIos: true })).toBeNull();
    expect(
      formatPrice(
        { price: 99, isShowPrice: 1, cycle: 1, cycleUnit: 'year' },
        { isIos: true, versionStatus: 1 },
      ),
    ).toBe('99/1年');
  });

  it('shows 免费 for 0 and price/cycle/unit otherwise', () => {
    expect(formatPrice({ price: 0, isShowPrice: 1, cycle: 1, cycleUnit: 'month' })).toBe('免费');
    expect(formatPrice({ price: 199, isShowPrice: 1, cycle: 3, cycleUnit: 'month' })).toBe('199/3个月');
    expect(formatPrice({ price: 9.9, isShowPrice: 1, cycle: 7, cycleUnit: 'day' })).toBe('9.9/7天');
    expect(formatPrice({ price: 1999, isShowPrice: 1, cycle: null, cycleUnit: null })).toBe('1999');
  });
});

describe('maskMobile', () => {
  it('masks the middle four digits', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('138')).toBe('138');
  });
});
