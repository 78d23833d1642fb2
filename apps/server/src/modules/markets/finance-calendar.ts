import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FinanceCalendar } from '@app/contract/markets';
import type { Database } from '../../db/client';
import { financeEvents } from '../../db/schema/markets';
import type { Clock } from '../../lib/clock';
import { chinaDay } from '../../providers/market/trading-calendar';

/**
 * The finance calendar: a day's events; an actual value is shown only once its time has passed. Without a day
 * it opens on today or, when today has none (a weekend), on the nearest day that has some — the later one on
 * a tie, since what is coming matters more.
 */
export function createFinanceCalendar(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const nearestDayWithEvents = async (today: string) => {
    const distance = sql`abs(${financeEvents.day}::date - ${today}::date)`;
    const [row] = await db
      .select({ day: financeEvents.day })
      .from(financeEvents)
      .orderBy(distance, desc(financeEvents.day))
      .limit(1);
    return row?.day ?? today;
  };
  return {
    async day(day?: string): Promise<FinanceCalendar> {
      const now = clock.now();
      const shown = day ?? (await nearestDayWithEvents(chinaDay(now)));
      const rows = await db
        .select()
        .from(financeEvents)
        .where(eq(financeEvents.day, shown))
        .orderBy(asc(financeEvents.occursAt), asc(financeEvents.id));
      return {
        day: shown,
        simulated: rows.some((r) => r.simulated),
        events: rows.map((r) => ({
          id: r.id,
          occursAt: r.occursAt.toISOString(),
          region: r.region,
          title: r.title,
          periodLabel: r.periodLabel,
          importance: r.importance,
          previous: r.previous,
          forecast: r.forecast,
          actual: r.occursAt.getTime() <= now.getTime() ? r.actual : null,
        })),
      };
    },
  };
}

export type FinanceCalendarService = ReturnType<typeof createFinanceCalendar>;
