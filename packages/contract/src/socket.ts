import { z } from 'zod';
import { LIVE_DEFAULT_CATEGORY_ID, LIVE_MESSAGE_MAX_CHARS, LIVE_TYPE_WORD_ID } from './limits';
import { lotteryWinner } from './interactive';
import { liveMessage } from './live';
import { rowId, int4 } from './ids';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './socket-constants';

const id = rowId;

/** Client → server (SPEC §3). Unknown types or shapes are answered with a `reject`. */
export const clientOnline = z.strictObject({
  type: z.literal('online'),
  liveId: id,
  userType: z.enum(['visitor', 'member', 'teacher']),
  userId: z
    .union([int4, z.string().max(64)])
    .nullable()
    .optional(),
  /** The session token when logged in: a paid room sends its messages only to sockets that present one. */
  token: z.string().max(256).optional(),
});
export const clientMsg = z.strictObject({
  type: z.literal('msg'),
  content: z.string().max(LIVE_MESSAGE_MAX_CHARS),
  liveId: id,
  categoryId: id.default(LIVE_DEFAULT_CATEGORY_ID),
  quoteId: id.nullable().optional(),
  liveTypeId: id.default(LIVE_TYPE_WORD_ID),
  token: z.string().max(256),
  pic: z.string().max(512).nullable().optional(),
  /** Echoed in ack/reject so the sender knows which send succeeded. */
  clientMsgId: z.string().max(64).optional(),
});
export const clientHeartbeat = z.strictObject({ type: z.literal('heartbeat'), liveId: id.optional() });
export const clientSocketMessage = z.discriminatedUnion('type', [clientOnline, clientMsg, clientHeartbeat]);
export type ClientSocketMessage = z.input<typeof clientSocketMessage>;

/** Server → client. `error` means the token is invalid or expired: the client logs out (SPEC §8). */
export const serverOnline = z.object({
  type: z.literal('online'),
  liveId: int4,
  online: int4,
});
export const serverMsg = z.object({ type: z.literal('msg'), data: liveMessage });
export const serverClose = z.object({
  type: z.literal('close'),
  status: z.literal(0),
  id: rowId,
  liveId: int4,
  categoryId: int4,
});
export const serverOpen = z.object({ type: z.literal('open'), status: z.literal(1), data: liveMessage });
export const serverError = z.object({ type: z.literal('error'), code: int4, msg: z.string() });
export const serverAck = z.object({
  type: z.literal('ack'),
  clientMsgId: z.string().nullable(),
  id: rowId,
});
/**
 * A refused frame or send that does not end the session (rate limit, closed comments, bad frame). Code 206
 * with clientMsgId null answers an `online` in a room tied to an access module the socket has not proven
 * (no token, or a member who neither holds the module nor teaches in the room): the room's messages are withheld
 * from it, and no `online` answer follows.
 */
export const serverReject = z.object({
  type: z.literal('reject'),
  code: int4,
  msg: z.string(),
  clientMsgId: z.string().nullable(),
});
export const serverHeartbeat = z.object({ type: z.literal('heartbeat'), at: int4 });
/**
 * Something a template card shows changed (tplId and refId name the card): `drawn` carries a lottery's
 * winners so every screen in the room shows the result at once; the viewer's own state is read afresh.
 */
export const serverTpl = z.object({
  type: z.literal('tpl'),
  liveId: int4,
  tplId: int4,
  refId: int4,
  event: z.enum(['drawn']),
  title: z.string(),
  winners: z.array(lotteryWinner),
});
export const serverSocketMessage = z.discriminatedUnion('type', [
  serverTpl,
  serverOnline,
  serverMsg,
  serverClose,
  serverOpen,
  serverError,
  serverAck,
  serverReject,
  serverHeartbeat,
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessage>;
