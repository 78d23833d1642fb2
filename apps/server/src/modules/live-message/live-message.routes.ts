import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import {
  liveMessage,
  liveMessageListQuery,
  liveMessagesAfterQuery,
  liveMessagesAfterResult,
  liveMessagesAroundQuery,
  liveMessageStatusRequest,
  liveOwnRepliedQuery,
  liveSearchQuery,
} from '@app/contract/live';
import { idParam } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { LiveMessageService } from './live-message.service';

const tags = ['live'];
const id = idParam;
const topParams = z.object({ liveId: id, categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID) });

/**
 * A paid room's messages depend on the caller's grants: no shared cache may keep them (the 206 refusal is
 * marked by the error handler). Returns the answer without the flag, which is not part of the contract.
 */
function unlessShared<T extends { paid: boolean }>(reply: FastifyReply, result: T): Omit<T, 'paid'> {
  const { paid, ...rest } = result;
  if (paid) markPrivate(reply);
  return rest;
}

export function liveMessageRoutes(messages: LiveMessageService, search: SearchLimit) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    const listSchema = (summary: string) => ({
      tags,
      summary,
      querystring: liveMessageListQuery,
      response: { 200: rowsEnvelope(liveMessage) },
    });
    const listHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      // The route's schema has already parsed the query with liveMessageListQuery.
      const query = request.query as z.infer<typeof liveMessageListQuery>;
      const { rows, total } = unlessShared(reply, await messages.list(query, await request.viewer()));
      return okRows(rows, total);
    };

    app.get(
      Api.liveMessageList,
      { schema: listSchema('Messages of a room and category, newest first (beforeId pages older)') },
      listHandler,
    );
    app.get(Api.liveMessageList2, { schema: listSchema('Same as /get/list') }, listHandler);
    app.get(
      Api.liveMessageListAuthorized,
      { preHandler: requireMember, schema: listSchema('Same as /get/list, for signed-in members') },
      listHandler,
    );

    app.get(
      Api.liveMessageSearch,
      {
        preHandler: search.always,
        schema: {
          tags,
          summary: 'Search records: keyword, China-time dates, teachers (their messages plus your own)',
          querystring: liveSearchQuery,
          response: { 200: rowsEnvelope(liveMessage) },
        },
      },
      async (request, reply) => {
        const { rows, total } = unlessShared(
          reply,
          await messages.search(request.query, await request.viewer()),
        );
        return okRows(rows, total);
      },
    );

    app.get(
      Api.liveMessageAfter,
      {
        schema: {
          tags,
          summary: 'Gap fill: messages with id > afterId, oldest first',
          querystring: liveMessagesAfterQuery,
          response: { 200: dataEnvelope(liveMessagesAfterResult) },
        },
      },
      async (request, reply) =>
        ok(unlessShared(reply, await messages.after(request.query, await request.viewer()))),
    );

    app.get(
      Api.liveMessageAround,
      {
        schema: {
          tags,
          summary: 'A message with its neighbours, oldest first',
          querystring: liveMessagesAroundQuery,
          response: { 200: rowsEnvelope(liveMessage) },
        },
      },
      async (request, reply) => {
        const { rows } = unlessShared(reply, await messages.around(request.query, await request.viewer()));
        return okRows(rows, rows.length);
      },
    );

    app.get(
      Api.liveMessageOwnReplied,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Teacher replies quoting my messages, newest first',
          querystring: liveOwnRepliedQuery,
          response: { 200: rowsEnvelope(liveMessage) },
        },
      },
      async (request, reply) => {
        const auth = currentAuth(request);
        const viewer = { ...(await request.viewer()), memberId: auth.member.id };
        const { rows, total } = unlessShared(reply, await messages.ownReplied(request.query, viewer));
        return okRows(rows, total);
      },
    );

    app.get(
      `${Api.liveMessageTop}/:liveId/:categoryId`,
      {
        schema: {
          tags,
          summary: 'Pinned messages of a room and category',
          params: topParams,
          response: { 200: rowsEnvelope(liveMessage) },
        },
      },
      async (request, reply) => {
        const { liveId, categoryId } = request.params;
        const { rows } = unlessShared(reply, await messages.top(liveId, categoryId, await request.viewer()));
        return okRows(rows, rows.length);
      },
    );

    app.post(
      Api.liveMessageStatus,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "A room's teacher hides (0) or restores (1) a member comment",
          body: liveMessageStatusRequest,
          response: { 200: dataEnvelope(liveMessage) },
        },
      },
      async (request) =>
        ok(await messages.setStatus(request.body.id, request.body.status, await request.viewer())),
    );
  };
}
