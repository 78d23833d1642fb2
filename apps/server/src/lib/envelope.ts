import type { FastifyReply } from 'fastify';
import { ResultCode, type DataEnvelope, type RowsEnvelope } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';

export const ok = <T>(data: T, msg: string = Msg.ok): DataEnvelope<T> => ({ code: ResultCode.ok, msg, data });

export const okRows = <T>(rows: T[], total: number, msg: string = Msg.ok): RowsEnvelope<T> => ({
  code: ResultCode.ok,
  msg,
  rows,
  total,
});

/**
 * A failed call still answers HTTP 200 with the envelope (DESIGN §3). The body is sent pre-serialized
 * so the route's success schema does not try to encode it.
 */
export function sendFailure(
  reply: FastifyReply,
  code: number,
  msg: string,
  data: unknown = null,
): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify({ code, msg, data }));
}
