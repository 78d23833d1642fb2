import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessModules } from '../../db/schema/access';
import { goods, goodsModules, type GoodsRow } from '../../db/schema/commerce';

export interface GoodsWithModules {
  goods: GoodsRow;
  modules: { id: number; name: string }[];
}

export function createGoodsRepository(db: Database) {
  const withModules = async (rows: GoodsRow[]): Promise<GoodsWithModules[]> => {
    if (rows.length === 0) return [];
    const links = await db
      .select({ goodsId: goodsModules.goodsId, id: accessModules.id, name: accessModules.name })
      .from(goodsModules)
      .innerJoin(accessModules, eq(accessModules.id, goodsModules.moduleId))
      .where(
        inArray(
          goodsModules.goodsId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(accessModules.sort));
    return rows.map((row) => ({
      goods: row,
      modules: links.filter((l) => l.goodsId === row.id).map(({ id, name }) => ({ id, name })),
    }));
  };

  return {
    async page(offset: number, limit: number): Promise<{ rows: GoodsWithModules[]; total: number }> {
      const where = eq(goods.onSale, 1);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(goods)
          .where(where)
          .orderBy(asc(goods.sort), asc(goods.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(goods).where(where),
      ]);
      return { rows: await withModules(rows), total: totalRow?.n ?? 0 };
    },

    /** On-sale products that grant the module (the no-permission page offers them). */
    async forModule(moduleId: number): Promise<GoodsWithModules[]> {
      const rows = await db
        .select({ goods })
        .from(goods)
        .innerJoin(goodsModules, eq(goodsModules.goodsId, goods.id))
        .where(and(eq(goodsModules.moduleId, moduleId), eq(goods.onSale, 1)))
        .orderBy(asc(goods.sort), asc(goods.id));
      return withModules(rows.map((r) => r.goods));
    },

    async byId(id: number): Promise<GoodsWithModules | null> {
      const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
      if (!row) return null;
      const [found] = await withModules([row]);
      return found ?? null;
    },
  };
}
export type GoodsRepository = ReturnType<typeof createGoodsRepository>;
