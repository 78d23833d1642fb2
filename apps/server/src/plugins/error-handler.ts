import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ChatMsg } from '@app/contract/chat';
import { CommerceMsg } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { PRIVATE_CACHE_CONTROL } from '@app/contract/limits';
import { ContentMsg, LiveMsg, Msg } from '@app/contract/messages';
import { MemberCenterMsg } from '@app/contract/member-center';
import { AppError } from '../errors';
import { sendFailure } from '../lib/envelope';

const knownTexts = new Set<string>(
  [
    ...Object.values(Msg as Record<string, unknown>),
    ...Object.values(LiveMsg),
    ...Object.values(ContentMsg as Record<string, unknown>),
    ...Object.values(MemberCenterMsg),
    ...Object.values(CommerceMsg as Record<string, unknown>),
    ...Object.values(ChatMsg),
  ].filter((v): v is string => typeof v === 'string'),
);

/** Only our own texts reach the user; zod's English defaults (unknown keys, wrong shapes) become Msg.badRequest. */
export const userText = (message: string | undefined): string =>
  message && knownTexts.has(message) ? message : Msg.badRequest;

/** Paths answered as plain HTTP (probes, static files), never wrapped in the envelope. */
export const isPlainPath = (url: string) => /^\/(healthz|media|uploads|assets|docs)(\/|$|\?)/.test(url);
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the web app's index.html (or the not-built page); set by the static plugin. */
    sendSpa(): Promise<FastifyReply>;
  }
}

function classify(error: unknown): { code: number; msg: string; data?: unknown } | null {
  if (error instanceof AppError) return { code: error.code, msg: error.msg, data: error.data };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { code: ResultCode.badRequest, msg: userText(error.validation[0]?.message) };
  }
  if (error instanceof ZodError)
    return { code: ResultCode.badRequest, msg: userText(error.issues[0]?.message) };
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  // Malformed JSON, body too large, unsupported content type and the like: the caller's mistake.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { code: ResultCode.badRequest, msg: Msg.badRequest };
  }
  return null;
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = classify(error);
    if (known && known.code !== ResultCode.serverError) {
      request.log.info({ code: known.code }, 'request refused');
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    const outcome = known ?? { code: ResultCode.serverError, msg: Msg.serverError };
    if (isPlainPath(request.url)) {
      const status =
        outcome.code === ResultCode.serverError ? 500 : outcome.code === ResultCode.notFound ? 404 : 400;
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status === 500 ? 'Internal Server Error' : 'Bad Request');
    }
    // A 206 answer carries members-only context; never let a shared cache keep it.
    if (outcome.code === ResultCode.noPermission) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return sendFailure(reply, outcome.code, outcome.msg, 'data' in outcome ? (outcome.data ?? null) : null);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url)) return sendFailure(reply, ResultCode.notFound, Msg.notFound);
    if (isPlainPath(url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (request.method === 'GET' || request.method === 'HEAD') return reply.sendSpa();
    return sendFailure(reply, ResultCode.notFound, Msg.notFound);
  });
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
