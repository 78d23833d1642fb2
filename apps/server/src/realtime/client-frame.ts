import type { RawData } from 'ws';
import { LiveMsg } from '@app/contract/messages';
import { clientSocketMessage } from '@app/contract/socket';
import type { z } from 'zod';

export type ClientFrame = z.output<typeof clientSocketMessage>;

/** A frame the socket can act on, or the refusal to answer it with (echoing the sender's clientMsgId). */
export type ParsedFrame =
  { ok: true; frame: ClientFrame } | { ok: false; code: number; msg: string; clientMsgId: string | null };

const CLIENT_MSG_ID_MAX = 64;

/** The clientMsgId of a frame that failed validation, so the sender can still match the refusal. */
function echoedId(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const id = (raw as { clientMsgId?: unknown }).clientMsgId;
  return typeof id === 'string' ? id.slice(0, CLIENT_MSG_ID_MAX) : null;
}

/** Text frames holding one JSON message of the contract (SPEC §3); anything else is refused with why. */
export function parseClientFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, code: 400, msg: LiveMsg.badFrame, clientMsgId: null };
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString());
  } catch {
    return { ok: false, code: 400, msg: LiveMsg.badFrame, clientMsgId: null };
  }
  const parsed = clientSocketMessage.safeParse(raw);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const tooLong = parsed.error.issues.some((i) => i.code === 'too_big' && i.path[0] === 'content');
  return {
    ok: false,
    code: 400,
    msg: tooLong ? LiveMsg.payloadTooLarge : LiveMsg.badFrame,
    clientMsgId: echoedId(raw),
  };
}
