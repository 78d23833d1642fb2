import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowsEnvelope } from '@app/contract/envelope';
import { poolEntry, poolListQuery, stockPool } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { okRows } from '../../lib/envelope';
import type { StockPools } from './stock-pools';

const tags = ['stock'];

/** Stock pools: the pools (tabs) and their entries with current prices. */
export function marketsPoolRoutes(pools: StockPools) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.stockPools,
      { schema: { tags, summary: 'Teachers’ stock pools', response: { 200: rowsEnvelope(stockPool) } } },
      async () => {
        const rows = await pools.pools();
        return okRows(rows, rows.length);
      },
    );
    app.get(
      Api.stockPoolList,
      {
        schema: {
          tags,
          summary:
            'Pool entries, newest first: entry day and price, current price, change since entry, reason',
          querystring: poolListQuery,
          response: { 200: rowsEnvelope(poolEntry) },
        },
      },
      async (request) => {
        const { poolId, ...page } = request.query;
        const { rows, total } = await pools.entries(page, poolId);
        return okRows(rows, total);
      },
    );
  };
}
