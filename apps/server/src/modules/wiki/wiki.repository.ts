import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wikiEntries, type WikiEntryRow } from '../../db/schema/wiki';

export function createWikiRepository(db: Database) {
  return {
    /** Every entry in reading order (a few dozen: one short list). */
    all(): Promise<WikiEntryRow[]> {
      return db.select().from(wikiEntries).orderBy(asc(wikiEntries.sort), asc(wikiEntries.id));
    },
    async byId(id: number): Promise<WikiEntryRow | null> {
      const [row] = await db.select().from(wikiEntries).where(eq(wikiEntries.id, id)).limit(1);
      return row ?? null;
    },
  };
}
export type WikiRepository = ReturnType<typeof createWikiRepository>;
