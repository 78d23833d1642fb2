import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createLiveSocket,
  type LiveSendInput,
  type LiveSocket,
  type LiveSocketHandlers,
  type LiveSocketState,
  type WebSocketLike,
} from '@app/client-core/socket/live-socket';
import { ensureDeviceId } from '@app/client-core/request/device-id';
import { getMemberId, getToken, isTeacher } from '@app/client-core/session/session';
import { storage } from './storage';
import { liveSocketUrl } from './live-socket-url';
import { publishTemplateEvent } from './template-events';

function identity() {
  const token = getToken(storage);
  if (!token) return { token: null, userType: 'visitor' as const, userId: null };
  return {
    token,
    userType: isTeacher(storage) ? ('teacher' as const) : ('member' as const),
    userId: getMemberId(storage),
  };
}

export interface LiveSocketControls {
  state: LiveSocketState;
  /** The state right now, for event handlers that run between renders. */
  currentState(): LiveSocketState;
  /** Sends a message; throws when the socket is not open (the caller shows sendFailed). */
  send(input: LiveSendInput): string;
}

/**
 * One socket per open room (SPEC §4): connects on mount, keeps the latest handlers without
 * reconnecting, reconnects at once when the page becomes visible again, stops on unmount.
 */
export function useLiveSocket(liveId: number | null, handlers: LiveSocketHandlers): LiveSocketControls {
  const [state, setState] = useState<LiveSocketState>('idle');
  const handlersRef = useRef(handlers);
  const socketRef = useRef<LiveSocket | null>(null);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (liveId === null) return;
    const h = () => handlersRef.current;
    const socket = createLiveSocket(
      {
        url: liveSocketUrl(liveId, window.location, ensureDeviceId(storage)),
        liveId,
        createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
        getIdentity: identity,
        // The contract's frame schemas (zod) load with the first connect, after the room has drawn.
        frameCheck: { load: async () => (await import('@app/client-core/socket/frame-check')).parseFrame },
      },
      {
        onState: (next) => {
          setState(next);
          h().onState?.(next);
        },
        onMessage: (msg) => h().onMessage?.(msg),
        onClose: (e) => h().onClose?.(e),
        onOpen: (msg) => h().onOpen?.(msg),
        onOnline: (count) => h().onOnline?.(count),
        onAck: (clientMsgId, id) => h().onAck?.(clientMsgId, id),
        onReject: (e) => h().onReject?.(e),
        onNoPermission: (msg) => h().onNoPermission?.(msg),
        onAuthError: (msg) => h().onAuthError?.(msg),
        onReconnected: () => h().onReconnected?.(),
        // Cards in the room (lottery results) listen for these wherever they are drawn.
        onTemplate: (event) => {
          publishTemplateEvent(event);
          h().onTemplate?.(event);
        },
      },
    );
    socketRef.current = socket;
    socket.start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') socket.reconnectNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
      socket.stop();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [liveId]);

  const send = useCallback((input: LiveSendInput) => {
    const socket = socketRef.current;
    if (!socket) throw new Error('live socket is not started');
    return socket.send(input);
  }, []);

  const currentState = useCallback(() => socketRef.current?.state() ?? 'idle', []);

  return { state, currentState, send };
}
