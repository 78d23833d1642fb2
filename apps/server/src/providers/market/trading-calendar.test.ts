import { describe, expect, it } from 'vitest';
import {
  chinaDay,
  isTradingDay,
  isTradingTime,
  lastClosedDay,
  nextTradingDay,
  previousTradingDay,
  sessionMinute,
  tradingDaysBetween,
} from './trading-calendar';

const at = (s: string) => new Date(s);

describe('trading calendar (China time)', () => {
  it('closes on weekends and announced holidays', () => {
    expect(isTradingDay('2026-11-23')).toBe(true); // Monday
    expect(isTradingDay('2026-11-22')).toBe(false); // Sunday
    expect(isTradingDay('2026-10-01')).toBe(false); // National Day
    expect(nextTradingDay('2026-09-30')).toBe('2026-10-08');
    expect(previousTradingDay('2026-11-23')).toBe('2026-11-20');
    expect(tradingDaysBetween('2026-11-20', '2026-11-24')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
  });
  it('reads the day and session in UTC+8 whatever the server zone', () => {
    expect(chinaDay(at('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(isTradingTime(at('2026-11-23T01:30:00Z'))).toBe(true); // 9:30
    expect(isTradingTime(at('2026-11-23T03:30:00Z'))).toBe(false); // 11:30
    expect(isTradingTime(at('2026-11-23T05:00:00Z'))).toBe(true); // 13:00
    expect(isTradingTime(at('2026-11-23T07:00:00Z'))).toBe(false); // 15:00
  });
  it('counts trading minutes and the last closed day', () => {
    expect(sessionMinute(at('2026-11-23T09:00:00+08:00'))).toBe(0);
    expect(sessionMinute(at('2026-11-23T10:00:00+08:00'))).toBe(30);
    expect(sessionMinute(at('2026-11-23T12:00:00+08:00'))).toBe(120);
    expect(sessionMinute(at('2026-11-23T14:00:00+08:00'))).toBe(180);
    expect(sessionMinute(at('2026-11-23T16:00:00+08:00'))).toBe(240);
    expect(lastClosedDay(at('2026-11-23T14:59:00+08:00'))).toBe('2026-11-20');
    expect(lastClosedDay(at('2026-11-23T15:00:00+08:00'))).toBe('2026-11-23');
  });
});

describe('market clock settings', () => {
  it('starts the market clock at a China time on the next trading day', async () => {
    const { loadMarketConfig } = await import('./market-config');
    const friday = new Date('2026-11-20T12:00:00+08:00');
    expect(loadMarketConfig({ MARKET_CLOCK_NEXT_TRADING_DAY_AT: '10:00' }, friday).clockStart).toEqual(
      new Date('2026-11-23T10:00:00+08:00'),
    );
    expect(loadMarketConfig({}, friday)).toMatchObject({
      provider: 'simulated',
      clockStart: undefined,
      settleEveryMs: 60_000,
    });
    expect(() => loadMarketConfig({ MARKET_PROVIDER: 'http' })).toThrow();
  });
});
