import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import {
  holding,
  MarketMsg,
  orderBody,
  orderResult,
  portfolio,
  portfolioPageQuery,
  portfolioQuery,
  trade,
} from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { MarketsService } from './markets.service';

const tags = ['stock'];

/** A portfolio (default: the caller's) with its holdings and completed trades, and placing orders. */
export function marketsTradeRoutes(markets: MarketsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.stockRacePortfolio,
      {
        schema: {
          tags,
          summary: 'A portfolio: cash, market value, total assets, return, rank and holdings',
          querystring: portfolioQuery,
          response: { 200: dataEnvelope(portfolio) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        markPrivate(reply);
        return ok(
          await markets.portfolio(request.query.raceId, request.query.participantId, viewer.memberId),
        );
      },
    );
    app.get(
      Api.stockHoldings,
      {
        schema: {
          tags,
          summary: 'Holdings of a portfolio: cost, price, market value, profit and ratio, sellable (T+1)',
          querystring: portfolioQuery,
          response: { 200: rowsEnvelope(holding) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        markPrivate(reply);
        const rows = await markets.holdings(
          request.query.raceId,
          request.query.participantId,
          viewer.memberId,
        );
        return okRows(rows, rows.length);
      },
    );
    app.get(
      Api.stockTrades,
      {
        schema: {
          tags,
          summary: 'Completed trades of a portfolio, newest first, with their fees',
          querystring: portfolioPageQuery,
          response: { 200: rowsEnvelope(trade) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        markPrivate(reply);
        const { raceId, participantId, ...page } = request.query;
        const { rows, total } = await markets.trades(raceId, participantId, viewer.memberId, page);
        return okRows(rows, total);
      },
    );
    app.post(
      Api.stockOrder,
      {
        preHandler: requireMember,
        config: { writeQuota: 'write' },
        schema: {
          tags,
          summary: 'A market order, filled at the current price under the A-share rules (trading hours only)',
          body: orderBody,
          response: { 200: dataEnvelope(orderResult) },
        },
      },
      async (request) => {
        const result = await markets.order(currentAuth(request).member.id, request.body);
        return ok(result, result.trade.side === 'buy' ? MarketMsg.bought : MarketMsg.sold);
      },
    );
  };
}
