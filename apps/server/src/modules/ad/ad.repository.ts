import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads, type AdRow } from '../../db/schema/ads';

export interface AdFilter {
  categoryCode?: string | undefined;
  code?: string | undefined;
  teacherId?: number | undefined;
  goodsId?: number | undefined;
}

export function createAdRepository(db: Database) {
  return {
    async page(filter: AdFilter, limit: number, offset: number): Promise<{ rows: AdRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.categoryCode) conditions.push(eq(ads.categoryCode, filter.categoryCode));
      if (filter.code) conditions.push(eq(ads.code, filter.code));
      if (filter.teacherId !== undefined) conditions.push(eq(ads.teacherId, filter.teacherId));
      if (filter.goodsId !== undefined) conditions.push(eq(ads.goodsId, filter.goodsId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(ads)
        .where(where)
        .orderBy(asc(ads.sort), asc(ads.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(ads).where(where);
      return { rows, total: totalRow?.n ?? 0 };
    },

    async byId(id: number): Promise<AdRow | null> {
      const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
      return row ?? null;
    },

    async insert(values: typeof ads.$inferInsert): Promise<number> {
      const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
      if (!row) throw new Error('ad insert returned nothing');
      return row.id;
    },
  };
}
export type AdRepository = ReturnType<typeof createAdRepository>;
