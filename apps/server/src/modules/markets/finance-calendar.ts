import { asc, eq } from 'drizzle-orm';
import type { FinanceCalendar } from '@app/contract/markets';
import type { Database } from '../../db/client';
import { financeEvents } from '../../db/schema/markets';
import type { Clock } from '../../lib/clock';
import { chinaDay } from '../../providers/market/trading-calendar';

/** The finance calendar: a day's events; an actual value is shown only once its time has passed. */
export function createFinanceCalendar(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async day(day?: string): Promise<FinanceCalendar> {
      const now = clock.now();
      const shown = day ?? chinaDay(now);
      const rows = await db
        .select()
        .from(financeEvents)
        .where(eq(financeEvents.day, shown))
        .orderBy(asc(financeEvents.occursAt), asc(financeEvents.id));
      return {
        day: shown,
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
