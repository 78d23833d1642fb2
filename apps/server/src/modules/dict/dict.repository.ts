import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictItems, type DictItemRow } from '../../db/schema/dict-items';

export function createDictRepository(db: Database) {
  return {
    async byType(type: string): Promise<DictItemRow[]> {
      return db
        .select()
        .from(dictItems)
        .where(eq(dictItems.type, type))
        .orderBy(asc(dictItems.sort), asc(dictItems.id));
    },
  };
}
export type DictRepository = ReturnType<typeof createDictRepository>;
