import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * A server-to-client text frame (RFC 6455 §5.2: FIN, opcode 1, unmasked) built once: header and payload in
 * one buffer, so fanning it out to thousands of sockets is one write of the same bytes each, with no framing,
 * encoding or allocation per socket.
 */
export interface PreparedFrame {
  /** Header and payload, as they go on the wire. */
  wire: Buffer;
  /** The payload alone (a view into `wire`), for a socket that must go through ws's own send. */
  payload: Buffer;
}

const FIN_TEXT = 0x81;
const MAX_7_BIT = 125;
const MAX_16_BIT = 0xffff;

export function prepareText(text: string): PreparedFrame {
  const length = Buffer.byteLength(text, 'utf8');
  const header = length <= MAX_7_BIT ? 2 : length <= MAX_16_BIT ? 4 : 10;
  const wire = Buffer.allocUnsafe(header + length);
  wire[0] = FIN_TEXT;
  if (length <= MAX_7_BIT) {
    wire[1] = length;
  } else if (length <= MAX_16_BIT) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    wire.writeUInt32BE(length >>> 0, 6);
  }
  wire.write(text, header, 'utf8');
  return { wire, payload: wire.subarray(header) };
}

/** Several frames back to back: one write puts them all on a socket, in order. */
export function joinFrames(frames: readonly PreparedFrame[]): Buffer {
  if (frames.length === 1) return frames[0]!.wire;
  return Buffer.concat(frames.map((f) => f.wire));
}

/** The parts of ws's WebSocket that tell whether bytes may go straight to its stream. */
interface WsInternals {
  _socket?: Duplex | null;
  _sender?: { _state?: unknown; _firstFragment?: unknown } | null;
}

const OPEN = 1;
/** ws's Sender state when nothing is being compressed or read from a Blob (so its queue is empty). */
const SENDER_IDLE = 0;

/**
 * The socket's stream when a frame written to it now would land between ws's own frames intact: the sender is
 * idle (no message being compressed or queued) and not in the middle of a fragmented message. Null otherwise,
 * and for anything that is not a ws socket (then its send() is used).
 */
function directStream(socket: WebSocket): Duplex | null {
  const { _socket: stream, _sender: sender } = socket as unknown as WsInternals;
  if (!stream || !sender || stream.destroyed || !stream.writable) return null;
  if (sender._state !== SENDER_IDLE || sender._firstFragment !== true) return null;
  return stream;
}

/**
 * Writes the frames to an open socket, in order: `wire` (joinFrames of them) in one write when the socket
 * allows it, else each payload through ws's send.
 */
export function sendFrames(socket: WebSocket, frames: readonly PreparedFrame[], wire: Buffer): void {
  if (socket.readyState !== OPEN) return;
  const stream = directStream(socket);
  if (stream) {
    stream.write(wire);
    return;
  }
  for (const frame of frames) socket.send(frame.payload, { binary: false });
}
