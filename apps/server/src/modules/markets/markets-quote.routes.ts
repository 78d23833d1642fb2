import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { concept, quote, securityCode, securityDetail, securitySearchQuery } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { MarketQuotes } from './market-quotes';

const tags = ['stock'];

/** Quotes: search by code or name, and one security with its daily candles. */
export function marketsQuoteRoutes(markets: MarketQuotes) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      `${Api.stockSecurity}/search`,
      {
        schema: {
          tags,
          summary: 'Securities whose code or name contains the keyword, with current quotes',
          querystring: securitySearchQuery,
          response: { 200: rowsEnvelope(quote) },
        },
      },
      async (request) => {
        const { keyword, ...page } = request.query;
        const { rows, total } = await markets.searchSecurities(keyword, page);
        return okRows(rows, total);
      },
    );
    app.get(
      Api.stockConceptAll,
      {
        schema: {
          tags,
          summary: 'Concepts (sectors) by today’s average change, with their leading stock',
          response: { 200: rowsEnvelope(concept) },
        },
      },
      async () => {
        const rows = await markets.concepts();
        return okRows(rows, rows.length);
      },
    );
    app.get(
      `${Api.stockSecurity}/:code`,
      {
        schema: {
          tags,
          summary: 'A security: current quote and about half a year of daily candles',
          params: z.object({ code: securityCode }),
          response: { 200: dataEnvelope(securityDetail) },
        },
      },
      async (request) => ok(await markets.security(request.params.code)),
    );
  };
}
