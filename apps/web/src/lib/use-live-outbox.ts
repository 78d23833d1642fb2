import { useCallback, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';
import { outboxReducer, queuedItems, type OutboxItem } from '@app/client-core/live/outbox';
import type { LiveSendInput, LiveSocketState } from '@app/client-core/socket/live-socket';
import type { LiveSocketControls } from './use-live-socket';
import { Msg } from '@app/contract/messages';
import { showToast } from './toast';
import type { DraftHandle } from './use-composer-text';

/** 128 random bits as hex; getRandomValues works outside secure contexts, unlike randomUUID. */
function newClientMsgId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface LiveOutbox {
  items: readonly OutboxItem[];
  /** Gives the outbox the room's socket (see useOutboxSocket). */
  attach(socket: LiveSocketControls): void;
  /** Takes a message for the room; it waits in the outbox until the server acks it. */
  send(input: LiveSendInput, draft: string): void;
  retry(clientMsgId: string): void;
  remove(clientMsgId: string): void;
  /** Socket handlers the room passes on to useLiveSocket. */
  handlers: {
    onAck(clientMsgId: string | null): void;
    onReject(e: { code: number; msg: string; clientMsgId: string | null }): void;
    onState(state: LiveSocketState): void;
    /** The (re)opened socket took its identity: queued messages may go now. */
    onOnline(): void;
  };
}

/**
 * Sending in a live room (text room and video room alike). A refused message shows the server's reason
 * and its text goes back to the input when the input is empty, or stays in the outbox with "retry";
 * a message sent while disconnected goes out once after the reconnect; one in flight when the connection
 * broke waits for the user's retry, since it may have arrived.
 */
export function useLiveOutbox(draftRef: RefObject<DraftHandle | null>): LiveOutbox {
  const [items, dispatch] = useReducer(outboxReducer, []);
  const itemsRef = useRef(items);
  const socketRef = useRef<LiveSocketControls | null>(null);
  useLayoutEffect(() => {
    itemsRef.current = items;
  });

  /** Writes now when the socket is open; false leaves the message queued for the reconnect. */
  const tryWrite = useCallback((input: LiveSendInput): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.currentState() !== 'open') return false;
    try {
      socket.send(input);
      return true;
    } catch {
      return false;
    }
  }, []);

  const send = useCallback(
    (input: LiveSendInput, draft: string) => {
      const clientMsgId = newClientMsgId();
      const open = tryWrite({ ...input, clientMsgId });
      dispatch({ type: 'add', clientMsgId, input, draft, open });
    },
    [tryWrite],
  );

  const retry = useCallback(
    (clientMsgId: string) => {
      const item = itemsRef.current.find((i) => i.clientMsgId === clientMsgId);
      if (!item) return;
      dispatch({ type: 'retry', clientMsgId, open: tryWrite(item.input) });
    },
    [tryWrite],
  );

  const handlers: LiveOutbox['handlers'] = {
    onAck: (clientMsgId) => {
      if (clientMsgId) dispatch({ type: 'ack', clientMsgId });
    },
    onReject: (e) => {
      const reason = e.msg || Msg.sendFailed;
      showToast(reason);
      const item = e.clientMsgId ? itemsRef.current.find((i) => i.clientMsgId === e.clientMsgId) : undefined;
      if (!item) return;
      if (draftRef.current?.restore(item.draft)) dispatch({ type: 'remove', clientMsgId: item.clientMsgId });
      else dispatch({ type: 'reject', clientMsgId: item.clientMsgId, reason });
    },
    onState: (state) => {
      if (state === 'reconnecting' || state === 'closed')
        dispatch({ type: 'dropped', reason: Msg.sendFailed });
    },
    onOnline: () => {
      const queued = queuedItems(itemsRef.current);
      const sent = queued.filter((item) => tryWrite(item.input)).map((item) => item.clientMsgId);
      if (sent.length > 0) dispatch({ type: 'flushed', clientMsgIds: sent });
    },
  };

  const remove = useCallback((clientMsgId: string) => dispatch({ type: 'remove', clientMsgId }), []);
  const attach = useCallback((socket: LiveSocketControls) => {
    socketRef.current = socket;
  }, []);

  return { items, attach, send, retry, remove, handlers };
}

/** The room's socket is made from the outbox's handlers, so it reaches the outbox after each render. */
export function useOutboxSocket(outbox: LiveOutbox, socket: LiveSocketControls): void {
  const { attach } = outbox;
  useLayoutEffect(() => {
    attach(socket);
  });
}
