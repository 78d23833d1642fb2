import type { Database } from '../db/client';
import { financeEvents } from '../db/schema/markets';
import { hashSeed, mulberry32 } from '../providers/market/seeded-random';
import { chinaDay } from '../providers/market/trading-calendar';
import { scheduledReleases } from './finance-schedule';

/** How far around today the simulated calendar reaches. */
const WINDOW_DAYS = 31;
const DAY_MS = 86_400_000;
const fmt = (v: number, unit: string) => `${Number.isInteger(v) ? v : v.toFixed(unit === '' ? 1 : 2)}${unit}`;

/**
 * Simulated finance-calendar events a month either side of `today`, each release on its real schedule
 * (finance-schedule.ts), with previous, forecast and actual values drawn from a seeded source; the API
 * shows each actual only once its time has passed, and labels the rows 模拟.
 */
export async function seedFinanceCalendar(db: Database, now: Date) {
  const today = chinaDay(now);
  const around = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
  const rows = scheduledReleases(around(-WINDOW_DAYS), around(WINDOW_DAYS)).map(
    ({ kind: e, at, day, periodLabel }): typeof financeEvents.$inferInsert => {
      const random = mulberry32(hashSeed(`calendar:${e.key}:${day}`));
      const previous = e.level + (random() - 0.5) * 2 * e.step;
      const forecast = previous + (random() - 0.5) * e.step;
      const actual = forecast + (random() - 0.5) * 2 * e.step;
      const round = (v: number) => Math.round(v * 100) / 100;
      return {
        occursAt: at,
        day,
        region: e.region,
        title: e.title,
        periodLabel,
        importance: e.importance,
        previous: fmt(round(previous), e.unit),
        forecast: fmt(round(forecast), e.unit),
        actual: fmt(round(actual), e.unit),
        simulated: true,
      };
    },
  );
  if (rows.length > 0) await db.insert(financeEvents).values(rows);
}
