import { asc, count, desc, eq } from 'drizzle-orm';
import type { PoolEntry, StockPool } from '@app/contract/markets';
import type { Database } from '../../db/client';
import { stockPoolEntries, stockPools } from '../../db/schema/markets';
import { teachers } from '../../db/schema/teachers';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { MarketData } from '../../providers/market/market-data';

/** Teachers' stock pools: each entry with its entry day and price, today's price and the change since. */
export function createStockPools(deps: { db: Database; market: MarketData; clock: Clock }) {
  const { db, market, clock } = deps;
  return {
    async pools(): Promise<StockPool[]> {
      return db
        .select({
          id: stockPools.id,
          title: stockPools.title,
          description: stockPools.description,
          teacherName: teachers.name,
        })
        .from(stockPools)
        .leftJoin(teachers, eq(teachers.id, stockPools.teacherId))
        .orderBy(asc(stockPools.sort), asc(stockPools.id));
    },

    async entries(page: PageQuery, poolId?: number): Promise<{ rows: PoolEntry[]; total: number }> {
      const where = poolId ? eq(stockPoolEntries.poolId, poolId) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stockPoolEntries)
          .where(where)
          .orderBy(desc(stockPoolEntries.entryDay), desc(stockPoolEntries.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(stockPoolEntries).where(where),
      ]);
      const quotes = await market.quotes([...new Set(rows.map((r) => r.code))], clock.now());
      return {
        rows: rows.map((r) => {
          const q = quotes.get(r.code);
          const priceFen = q?.priceFen ?? r.entryPriceFen;
          return {
            id: r.id,
            poolId: r.poolId,
            code: r.code,
            name: q?.name ?? r.code,
            entryDay: r.entryDay,
            entryPriceFen: r.entryPriceFen,
            priceFen,
            changeSinceEntry: r.entryPriceFen > 0 ? priceFen / r.entryPriceFen - 1 : 0,
            changeRatio: q?.changeRatio ?? 0,
            reason: r.reason,
            simulated: market.simulated,
          };
        }),
        total: total?.n ?? 0,
      };
    },
  };
}

export type StockPools = ReturnType<typeof createStockPools>;
