import { lt, sql } from 'drizzle-orm';
import { NEWS_READ_HOURS_KEEP_MS } from '@app/contract/limits';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { newsReadHours } from '../../db/schema/news-interactions';
import type { Clock } from '../../lib/clock';

const HOUR_MS = 3_600_000;
/** The app_settings row holding the cut-off of the last prune (ISO hour). */
export const READ_PRUNE_KEY = 'news:read-hours-pruned-before';

/**
 * Deletes read hours older than the longest read window (they can never count again). Each instance calls it
 * on a timer; the cut-off moves on by the hour, and only the caller whose conditional upsert moves it deletes,
 * in the same transaction (a second instance waits on the row, then finds the cut-off already there).
 * Answers how many rows it deleted, or null when this hour's prune was done already (here or elsewhere).
 */
export function createReadHoursPrune(deps: { db: Database; clock: Clock }) {
  return async function pruneReadHours(): Promise<number | null> {
    const hour = Math.floor(deps.clock.now().getTime() / HOUR_MS) * HOUR_MS;
    // The oldest hour any window still counts is `hour - keep + 1h` (news.service readWindows).
    const cutoff = new Date(hour - NEWS_READ_HOURS_KEEP_MS + HOUR_MS);
    const value = { before: cutoff.toISOString() };
    return deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .insert(appSettings)
        .values({ key: READ_PRUNE_KEY, value, updatedAt: deps.clock.now() })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value, updatedAt: deps.clock.now() },
          setWhere: sql`(${appSettings.value}->>'before') < ${cutoff.toISOString()}`,
        })
        .returning({ key: appSettings.key });
      if (!moved) return null;
      const deleted = await tx
        .delete(newsReadHours)
        .where(lt(newsReadHours.hour, cutoff))
        .returning({ newsId: newsReadHours.newsId });
      return deleted.length;
    });
  };
}
export type ReadHoursPrune = ReturnType<typeof createReadHoursPrune>;
