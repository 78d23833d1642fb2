import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idOk, idParams } from '@app/contract/ids';
import { lottery, lotteryIdBody, lotteryStartBody, myLotteriesQuery } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { LotteryService } from './lottery.service';

const tags = ['lottery'];

/** Lotteries in live rooms: a teacher starts one, members join, the server draws at the end. */
export function lotteryRoutes(service: LotteryService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      Api.lotteryStart,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'A teacher of the room starts a lottery (its card appears in the room)',
          body: lotteryStartBody,
          response: { 200: dataEnvelope(idOk) },
        },
      },
      async (request) => ok(await service.start(request.body, currentAuth(request))),
    );
    app.post(
      Api.lotteryJoin,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Joins a lottery (once, before its end, with the right it asks for)',
          body: lotteryIdBody,
          response: { 200: dataEnvelope(lottery) },
        },
      },
      async (request) => {
        const viewer = await request.viewer();
        const memberId = currentAuth(request).member.id;
        return ok(await service.join(request.body.id, { ...viewer, memberId }));
      },
    );
    app.get(
      `${Api.lotteryInfo}/:id`,
      {
        schema: {
          tags,
          summary:
            'One lottery: its state, the caller’s entry, and once drawn the seed, entrants and winners',
          params: idParams,
          response: { 200: dataEnvelope(lottery) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        return ok(await service.info(request.params.id, await request.viewer()));
      },
    );
    app.get(
      Api.lotteryMine,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Lotteries the member joined, newest first (won=1: only those won)',
          querystring: myLotteriesQuery,
          response: { 200: rowsEnvelope(lottery) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const viewer = await request.viewer();
        const memberId = currentAuth(request).member.id;
        const { rows, total } = await service.mine({ ...viewer, memberId }, request.query);
        return okRows(rows, total);
      },
    );
  };
}
