import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import type { Clock } from '../lib/clock';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs a block of seed data once per database: a marker row records that it ran, and an advisory lock keeps
 * two instances starting together from seeding twice. Older databases gain a new block on their next start.
 */
export async function seedOnce(
  db: Database,
  clock: Clock,
  marker: string,
  write: (tx: Tx, now: Date) => Promise<void>,
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${marker}))`);
    const done = await tx.select().from(appSettings).where(eq(appSettings.key, marker)).limit(1);
    if (done.length > 0) return { seeded: false };
    const now = clock.now();
    await write(tx, now);
    await tx.insert(appSettings).values({ key: marker, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
