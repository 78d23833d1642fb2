import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idParams, rowId } from '@app/contract/ids';
import {
  joinRaceBody,
  MarketMsg,
  portfolioQuery,
  portfolioSummary,
  raceCard,
  raceCategory,
  raceChart,
  raceDetail,
  raceListQuery,
  rankingQuery,
} from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { MarketsService } from './markets.service';

const tags = ['stock'];

/** Races: categories, the list, one race, joining, its live ranking and its return chart. */
export function marketsRaceRoutes(markets: MarketsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.stockRaceCategories,
      {
        schema: {
          tags,
          summary: 'Race categories (the list tabs)',
          response: { 200: rowsEnvelope(raceCategory) },
        },
      },
      async () => {
        const rows = await markets.categories();
        return okRows(rows, rows.length);
      },
    );
    app.get(
      Api.stockRaceList,
      {
        schema: {
          tags,
          summary: 'Races, newest first (filter by category)',
          querystring: raceListQuery,
          response: { 200: rowsEnvelope(raceCard) },
        },
      },
      async (request) => {
        const { categoryId, ...page } = request.query;
        const { rows, total } = await markets.list(page, categoryId);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.stockRaceInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'A race: rules, period, capital, benchmark and the caller’s portfolio id',
          params: idParams,
          response: { 200: dataEnvelope(raceDetail) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        if (viewer.memberId !== null) markPrivate(reply);
        return ok(await markets.info(request.params.id, viewer.memberId));
      },
    );
    app.post(
      Api.stockRaceJoin,
      {
        preHandler: requireMember,
        config: { writeQuota: 'write' },
        schema: {
          tags,
          summary: 'Join a race (not ended) with its virtual capital',
          body: joinRaceBody,
          response: { 200: dataEnvelope(z.object({ participantId: rowId })) },
        },
      },
      async (request) =>
        ok(await markets.join(request.body.raceId, currentAuth(request).member.id), MarketMsg.joined),
    );
    app.get(
      Api.stockRaceRanking,
      {
        schema: {
          tags,
          summary: 'Live ranking by total assets (period return), at current prices',
          querystring: rankingQuery,
          response: { 200: rowsEnvelope(portfolioSummary) },
        },
      },
      async (request) => {
        const { raceId, ...page } = request.query;
        const { rows, total } = await markets.ranking(raceId, page);
        return okRows(rows, total);
      },
    );
    app.get(
      Api.stockRaceChart,
      {
        schema: {
          tags,
          summary: 'Return curve of a portfolio (default: the caller’s) against the benchmark index',
          querystring: portfolioQuery,
          response: { 200: dataEnvelope(raceChart) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        if (viewer.memberId !== null) markPrivate(reply);
        return ok(await markets.chart(request.query.raceId, request.query.participantId, viewer.memberId));
      },
    );
  };
}
