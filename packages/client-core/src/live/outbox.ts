import type { LiveSendInput } from '../socket/live-socket';

/**
 * queued: waiting for the socket to (re)open; sending: written, waiting for the server's ack or reject;
 * failed: refused, or in flight when the connection dropped (it may not have arrived): the user retries.
 */
export type OutboxStatus = 'queued' | 'sending' | 'failed';

export interface OutboxItem {
  clientMsgId: string;
  input: LiveSendInput & { clientMsgId: string };
  /** What the user typed, to give back to the input if the server refuses it. */
  draft: string;
  status: OutboxStatus;
  /** The server's reason for a refusal, or the send-failed text after a drop. */
  reason: string | null;
}

export type OutboxAction =
  | { type: 'add'; clientMsgId: string; input: LiveSendInput; draft: string; open: boolean }
  /** The socket (re)opened and took its identity: queued messages went out. */
  | { type: 'flushed'; clientMsgIds: readonly string[] }
  | { type: 'ack'; clientMsgId: string }
  | { type: 'reject'; clientMsgId: string; reason: string }
  /** The connection dropped: what was in flight may be lost, so it waits for the user's retry, never twice. */
  | { type: 'dropped'; reason: string }
  | { type: 'retry'; clientMsgId: string; open: boolean }
  | { type: 'remove'; clientMsgId: string };

const update = (
  items: readonly OutboxItem[],
  clientMsgId: string,
  change: (item: OutboxItem) => OutboxItem,
): OutboxItem[] => items.map((item) => (item.clientMsgId === clientMsgId ? change(item) : item));

/**
 * The room's outgoing messages (one outbox for the text room and the video room): every send is kept,
 * keyed by its clientMsgId, until the server acks it; nothing the user typed is dropped by a refusal or a
 * broken connection.
 */
export function outboxReducer(items: readonly OutboxItem[], action: OutboxAction): OutboxItem[] {
  switch (action.type) {
    case 'add':
      if (items.some((item) => item.clientMsgId === action.clientMsgId)) return [...items];
      return [
        ...items,
        {
          clientMsgId: action.clientMsgId,
          input: { ...action.input, clientMsgId: action.clientMsgId },
          draft: action.draft,
          status: action.open ? 'sending' : 'queued',
          reason: null,
        },
      ];
    case 'flushed': {
      const sent = new Set(action.clientMsgIds);
      return items.map((item) =>
        sent.has(item.clientMsgId) && item.status === 'queued' ? { ...item, status: 'sending' } : item,
      );
    }
    case 'ack':
    case 'remove':
      return items.filter((item) => item.clientMsgId !== action.clientMsgId);
    case 'reject':
      return update(items, action.clientMsgId, (item) => ({
        ...item,
        status: 'failed',
        reason: action.reason,
      }));
    case 'dropped':
      return items.map((item) =>
        item.status === 'sending' ? { ...item, status: 'failed', reason: action.reason } : item,
      );
    case 'retry':
      return update(items, action.clientMsgId, (item) =>
        item.status === 'failed'
          ? { ...item, status: action.open ? 'sending' : 'queued', reason: null }
          : item,
      );
  }
}

/** Messages to write once the socket is open again, oldest first. */
export const queuedItems = (items: readonly OutboxItem[]): OutboxItem[] =>
  items.filter((item) => item.status === 'queued');
