import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AiApi, type AiStreamEvent } from '@app/contract/ai';
import { aiChatRequest, aiConversation, aiConversationSummary, aiInfo } from '@app/contract/ai-schemas';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { AiService } from './ai.service';

const tags = ['ai'];

export function aiRoutes(ai: AiService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      AiApi.info,
      {
        schema: {
          tags,
          summary: 'Which assistant answers (内置助手 or a model) and the suggested questions',
          response: { 200: dataEnvelope(aiInfo) },
        },
      },
      async () => ok(ai.info()),
    );

    app.post(
      AiApi.chat,
      {
        preHandler: requireMember,
        // Asking has budgets of its own (per minute and per day), spent in the service.
        config: { writeQuota: false },
        schema: {
          tags,
          summary:
            'Ask the assistant. Answers Content-Type application/x-ndjson: one AiStreamEvent per line ' +
            '(start with conversation, answer id and citations; delta pieces of text; done with status and ' +
            'token counts; or error). Closing the connection stops the answer (the partial text is kept). ' +
            'A refused call (bad input, login, budget, unknown conversation) answers the usual JSON envelope.',
          body: aiChatRequest,
        },
      },
      async (request, reply) => {
        const member = currentAuth(request).member;
        const viewer = await request.viewer();
        const stop = new AbortController();
        const prepared = await ai.ask(request.body, member.id, viewer, stop.signal);

        // From here the answer is written straight to the socket as it comes (REFERENCE §7.2).
        reply.hijack();
        const res = reply.raw;
        let open = true;
        res.on('close', () => {
          open = false;
          if (!res.writableFinished) stop.abort();
        });
        res.writeHead(200, {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'cache-control': 'no-cache, no-store',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        res.flushHeaders();
        const write = (event: AiStreamEvent) => {
          if (open) res.write(`${JSON.stringify(event)}\n`);
        };
        try {
          // Read to the end even after the member left: the answer is finished and stored.
          for await (const event of prepared.events) write(event);
        } catch (error) {
          request.log.error({ err: error }, 'AI answer failed');
          write({ type: 'error', msg: '系统繁忙，请稍后再试' });
        } finally {
          if (open) res.end();
        }
      },
    );

    app.get(
      AiApi.conversations,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "The member's conversations, newest first",
          querystring: pageQuery,
          response: { 200: rowsEnvelope(aiConversationSummary) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await ai.conversations(currentAuth(request).member.id, request.query);
        return okRows(rows, total);
      },
    );

    app.get(
      `${AiApi.conversation}/:id`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'One of the member’s conversations with its messages (another member’s is not found)',
          params: idParams,
          response: { 200: dataEnvelope(aiConversation) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const viewer = await request.viewer();
        return ok(await ai.conversation(request.params.id, currentAuth(request).member.id, viewer));
      },
    );

    app.delete(
      `${AiApi.conversation}/:id`,
      {
        preHandler: requireMember,
        config: { writeQuota: 'write' },
        schema: {
          tags,
          summary: 'Delete one of the member’s conversations',
          params: idParams,
          response: { 200: dataEnvelope(z.null()) },
        },
      },
      async (request) => {
        await ai.remove(request.params.id, currentAuth(request).member.id);
        return ok(null);
      },
    );
  };
}
