import type { Database } from '../db/client';
import { wikiEntries } from '../db/schema/wiki';
import type { Clock } from '../lib/clock';
import { WIKI_ENTRIES } from './data/wiki';
import { seedOnce } from './seed-once';

/** 投资百科 entries, numbered in their category in the order they are written. */
export async function seedWiki(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return seedOnce(db, clock, 'seed:wiki', async (tx) => {
    await tx.insert(wikiEntries).values(WIKI_ENTRIES.map((entry, i) => ({ ...entry, sort: i + 1 })));
  });
}
