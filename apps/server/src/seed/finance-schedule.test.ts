import { describe, expect, it } from 'vitest';
import { isTradingDay } from '../providers/market/trading-calendar';
import { FOMC_DECISION_DAYS, newYorkInstant, scheduledReleases, usSummerTime } from './finance-schedule';

const year = scheduledReleases('2026-01-01', '2026-12-31');
const of = (key: string) => year.filter((r) => r.kind.key === key);
const chinaClock = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('the simulated finance calendar over 2026', () => {
  it('publishes the LPR exactly once a month, on the 20th or the next working day, at 09:00', () => {
    const lpr = of('cn-lpr');
    expect(lpr.map((r) => r.day.slice(0, 7))).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    for (const r of lpr) {
      expect(Number(r.day.slice(8))).toBeGreaterThanOrEqual(20);
      expect(isTradingDay(r.day)).toBe(true);
      expect(chinaClock(r.at)).toBe('09:00');
    }
    // 2026-06-20 is a Saturday: Monday the 22nd. 2026-12-20 a Sunday: Monday the 21st.
    expect(lpr.find((r) => r.day.startsWith('2026-06'))?.day).toBe('2026-06-22');
    expect(lpr.find((r) => r.day.startsWith('2026-12'))?.day).toBe('2026-12-21');
    expect(lpr.find((r) => r.day.startsWith('2026-01'))?.day).toBe('2026-01-20');
  });

  it('publishes US payrolls on first Fridays only, at 08:30 New York time', () => {
    const nfp = of('us-nfp');
    expect(nfp).toHaveLength(12);
    for (const r of nfp) {
      expect(weekday(r.day)).toBe(5);
      expect(Number(r.day.slice(8))).toBeLessThanOrEqual(7);
    }
    expect(nfp.find((r) => r.day.startsWith('2026-07'))).toMatchObject({
      day: '2026-07-03',
      periodLabel: '(6月)',
    });
    expect(chinaClock(nfp.find((r) => r.day === '2026-07-03')!.at)).toBe('20:30');
    expect(chinaClock(nfp.find((r) => r.day === '2026-12-04')!.at)).toBe('21:30');
  });

  it('puts China CPI and PPI on the 9th–10th (or the next working day), for the month before', () => {
    for (const key of ['cn-CPI年率', 'cn-PPI年率']) {
      const rows = of(key);
      expect(rows).toHaveLength(12);
      for (const r of rows) expect(Number(r.day.slice(8))).toBeGreaterThanOrEqual(9);
      expect(rows.filter((r) => Number(r.day.slice(8)) <= 10).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('announces FOMC decisions on the published second days, 14:00 New York (the next morning in China)', () => {
    const fomc = of('us-fomc');
    expect(fomc).toHaveLength(FOMC_DECISION_DAYS.length);
    expect(fomc.map((r) => r.at.toISOString())).toEqual(
      FOMC_DECISION_DAYS.map((d) => newYorkInstant(d, '14:00').toISOString()),
    );
    expect(fomc.find((r) => r.day === '2026-12-10')).toBeDefined();
    expect(chinaClock(fomc.at(-1)!.at)).toBe('03:00');
  });

  it('has no event twice on a day, and weekly releases once a week', () => {
    const keys = year.map((r) => `${r.day} ${r.kind.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    const claims = of('us-claims');
    for (let i = 1; i < claims.length; i++) {
      expect(claims[i]!.at.getTime() - claims[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(6.9 * 86_400_000);
    }
  });

  it('knows US summer time', () => {
    expect([usSummerTime('2026-03-07'), usSummerTime('2026-03-08'), usSummerTime('2026-11-01')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
