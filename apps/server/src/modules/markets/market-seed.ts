import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';

/** The app_settings row holding the install's own simulated-market seed. */
export const MARKET_SEED_SETTING = 'market:seed';
const SEED_BYTES = 32;

/**
 * The seed of the simulated market. Every simulated price follows from it, so a public seed lets anyone
 * compute tomorrow's prices with our own model: MARKET_SEED (tests, demos) when set, else a random one
 * made on first start and kept in the database — in DATA_DIR on the embedded default, and shared by every
 * instance on PostgreSQL. Instances starting together all insert; the first row wins and all read it.
 */
export async function loadMarketSeed(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: MARKET_SEED_SETTING, value: { seed: randomBytes(SEED_BYTES).toString('hex') } })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MARKET_SEED_SETTING))
    .limit(1);
  const seed = (row?.value as { seed?: unknown } | undefined)?.seed;
  if (typeof seed !== 'string' || seed.length < SEED_BYTES)
    throw new Error(
      `app_settings '${MARKET_SEED_SETTING}' holds no usable seed; delete the row to make a new one`,
    );
  return seed;
}
