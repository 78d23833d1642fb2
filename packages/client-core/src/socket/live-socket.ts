import type { LiveMessage } from '@app/contract/live';
import { LIVE_TYPE_WORD_ID, SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_MS } from '@app/contract/limits';
import { ResultCode } from '@app/contract/result-code';
import type { ClientSocketMessage, ServerSocketMessage } from '@app/contract/socket';
import type { FrameCheck } from './frame-check';

export type LiveSocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * An event-handler slot. Declared through a method so it is compared bivariantly, as the DOM's own handler
 * slots are: a browser WebSocket or a `ws` socket then fits WebSocketLike without a cast.
 */
type HandlerSlot<E> = { bivarianceHack(ev: E): void }['bivarianceHack'] | null;

/** The part of the browser WebSocket (or the `ws` package) the manager uses; injected so tests can fake it. */
export interface WebSocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: HandlerSlot<unknown>;
  onclose: HandlerSlot<{ code: number; reason: string }>;
  onerror: HandlerSlot<unknown>;
  onmessage: HandlerSlot<{ data: unknown }>;
}

export type LiveUserType = 'visitor' | 'member' | 'teacher';

export interface LiveIdentity {
  token: string | null;
  userType: LiveUserType;
  userId: number | string | null;
}

export interface LiveSocketDeps {
  /** Full ws(s) URL including /websocket/live/{liveId}. */
  url: string;
  liveId: number;
  createSocket: (url: string) => WebSocketLike;
  /** Read on every (re)connect and send, so a login or logout takes effect without a new manager. */
  getIdentity: () => LiveIdentity;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (h: unknown) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (h: unknown) => void;
  /** Defaults to SOCKET_HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** Defaults to SOCKET_RECONNECT_MS. */
  reconnectMs?: number;
  /** Defaults to a random id; injectable for deterministic tests. */
  createClientMsgId?: () => string;
  /**
   * Checks each frame from the server against the contract (`./frame-check`): the check itself, or
   * `{ load }` to load it with the first connect, so the contract's schemas stay off a page's first load.
   * Frames that arrive before it has loaded wait for it, in order.
   */
  frameCheck: FrameCheck | { load: () => Promise<FrameCheck> };
}

export interface LiveSocketHandlers {
  onState?(state: LiveSocketState): void;
  onMessage?(msg: LiveMessage): void;
  onClose?(e: { id: number; categoryId: number }): void;
  onOpen?(msg: LiveMessage): void;
  /**
   * The server's answer to this connection's announcement. It comes after the server has taken the token, so
   * from here on the socket receives the room's messages (a paid room's only now): the place to fill the gap.
   */
  onOnline?(count: number): void;
  onAck?(clientMsgId: string | null, id: number): void;
  onReject?(e: { code: number; msg: string; clientMsgId: string | null }): void;
  /**
   * The room needs an access module this connection has not proven (a `reject` 206 answering the
   * announcement): no message reaches it. Not a logout; the socket stays open for the online count.
   */
  onNoPermission?(msg: string): void;
  /** Server `error` type: the token is invalid or expired, the app logs out (SPEC §8). */
  onAuthError?(msg: string): void;
  /** After a re-open following a drop: the app fills the gap. */
  onReconnected?(): void;
  /** What a template card shows changed (a lottery was drawn): its winners, for every screen in the room. */
  onTemplate?(event: TemplateEvent): void;
}

export type TemplateEvent = Omit<Extract<ServerSocketMessage, { type: 'tpl' }>, 'type'>;

export interface LiveSendInput {
  /** The outbox names its messages itself, so an ack or reject finds the one it answers. */
  clientMsgId?: string;
  content: string;
  categoryId: number;
  quoteId?: number | null;
  pic?: string | null;
}

export interface LiveSocket {
  start(): void;
  stop(): void;
  state(): LiveSocketState;
  /** Sends a `msg` frame and returns its clientMsgId; throws LiveSocketSendError when not open or without a token. */
  send(input: LiveSendInput): string;
  /** Skips the remaining reconnect wait (e.g. the page became visible again); no-op unless reconnecting. */
  reconnectNow(): void;
}

export class LiveSocketSendError extends Error {
  constructor(readonly reason: 'not-open' | 'no-token') {
    super(reason === 'not-open' ? 'live socket is not open' : 'sending needs a token');
    this.name = 'LiveSocketSendError';
  }
}

/** WebSocket.OPEN; the constant is not on WebSocketLike, and Node 20 has no global WebSocket. */
const OPEN = 1;

/** 128 random bits as hex; getRandomValues works outside secure contexts, unlike randomUUID. */
function randomClientMsgId(): string {
  const bytes = new Uint8Array(16);
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The live room socket (SPEC §4): on open it announces the user with `online`, then beats every
 * heartbeatMs; a drop it did not cause (error, close, failed heartbeat) is retried every reconnectMs
 * until it opens again or stop() is called; a server `error` (bad token) ends the session for good.
 */
export function createLiveSocket(deps: LiveSocketDeps, handlers: LiveSocketHandlers): LiveSocket {
  const setTimer = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const clearTimer =
    deps.clearTimeout ?? ((h: unknown) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const setRepeat = deps.setInterval ?? ((fn: () => void, ms: number) => globalThis.setInterval(fn, ms));
  const clearRepeat =
    deps.clearInterval ?? ((h: unknown) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  const heartbeatMs = deps.heartbeatMs ?? SOCKET_HEARTBEAT_MS;
  const reconnectMs = deps.reconnectMs ?? SOCKET_RECONNECT_MS;
  const newClientMsgId = deps.createClientMsgId ?? randomClientMsgId;

  let current: LiveSocketState = 'idle';
  let ws: WebSocketLike | null = null;
  let heartbeat: unknown = null;
  let retry: unknown = null;
  /** Set after the first drop: the next open is a re-open, and the app must fill the gap. */
  let dropped = false;
  let check: FrameCheck | null = typeof deps.frameCheck === 'function' ? deps.frameCheck : null;
  let checkLoading = false;
  /** Frames of the current socket that came before the check had loaded. */
  const waiting: unknown[] = [];

  /** Loads the frame check once; a failed load (offline) is tried again with the next connect. */
  function loadCheck(): void {
    const source = deps.frameCheck;
    if (check || checkLoading || typeof source === 'function') return;
    checkLoading = true;
    source.load().then(
      (loaded) => {
        // The check's module has just run, building the contract's schemas: the frames that waited for it
        // are handled in a task of their own, so a phone's main thread is not held for both at once. Frames
        // that come meanwhile keep waiting behind them, in order.
        setTimer(() => {
          check = loaded;
          checkLoading = false;
          for (const data of waiting.splice(0)) if (ws) handleFrame(data);
        }, 0);
      },
      () => {
        checkLoading = false;
      },
    );
  }

  function setState(next: LiveSocketState): void {
    if (next === current) return;
    current = next;
    handlers.onState?.(next);
  }

  function write(frame: ClientSocketMessage): void {
    if (!ws || ws.readyState !== OPEN) throw new LiveSocketSendError('not-open');
    ws.send(JSON.stringify(frame));
  }

  function clearTimers(): void {
    if (heartbeat !== null) clearRepeat(heartbeat);
    if (retry !== null) clearTimer(retry);
    heartbeat = null;
    retry = null;
  }

  /** Detaches and closes the socket so its late events cannot trigger anything. */
  function discard(): void {
    const old = ws;
    ws = null;
    waiting.length = 0;
    if (!old) return;
    old.onopen = null;
    old.onclose = null;
    old.onerror = null;
    old.onmessage = null;
    try {
      old.close();
    } catch {
      // Closing a socket that never connected may throw in some runtimes; it is gone either way.
    }
  }

  function drop(delayMs: number): void {
    clearTimers();
    discard();
    dropped = true;
    setState('reconnecting');
    retry = setTimer(() => {
      retry = null;
      connect();
    }, delayMs);
  }

  function beat(): void {
    try {
      write({ type: 'heartbeat', liveId: deps.liveId });
    } catch {
      // A heartbeat that cannot be written means a dead socket: restart at once (SPEC §4).
      drop(0);
    }
  }

  function handleOpen(): void {
    const { token, userType, userId } = deps.getIdentity();
    const online: ClientSocketMessage = { type: 'online', liveId: deps.liveId, userType, userId };
    if (token) online.token = token;
    setState('open');
    try {
      write(online);
    } catch {
      drop(reconnectMs);
      return;
    }
    heartbeat = setRepeat(beat, heartbeatMs);
    if (dropped) handlers.onReconnected?.();
  }

  function handleFrame(data: unknown): void {
    const frame = check?.(data);
    if (!frame) return;
    switch (frame.type) {
      case 'online':
        handlers.onOnline?.(frame.online);
        break;
      case 'msg':
        handlers.onMessage?.(frame.data);
        break;
      case 'close':
        handlers.onClose?.({ id: frame.id, categoryId: frame.categoryId });
        break;
      case 'open':
        handlers.onOpen?.(frame.data);
        break;
      case 'ack':
        handlers.onAck?.(frame.clientMsgId, frame.id);
        break;
      case 'reject':
        // A refused announcement is about the room, not a send: no send failed, nothing to toast.
        if (frame.code === ResultCode.noPermission && frame.clientMsgId === null)
          handlers.onNoPermission?.(frame.msg);
        else handlers.onReject?.({ code: frame.code, msg: frame.msg, clientMsgId: frame.clientMsgId });
        break;
      case 'error':
        // Invalid or expired token: reconnecting would only repeat it, the app logs out instead.
        stop();
        handlers.onAuthError?.(frame.msg);
        break;
      case 'tpl': {
        const { type: _type, ...event } = frame;
        handlers.onTemplate?.(event);
        break;
      }
      case 'heartbeat':
        break;
    }
  }

  function connect(): void {
    loadCheck();
    setState(dropped ? 'reconnecting' : 'connecting');
    let socket: WebSocketLike;
    try {
      socket = deps.createSocket(deps.url);
    } catch {
      drop(reconnectMs);
      return;
    }
    ws = socket;
    // Events of a socket that has since been replaced or stopped are ignored, even if already queued.
    socket.onopen = () => {
      if (ws === socket) handleOpen();
    };
    socket.onmessage = (ev) => {
      if (ws !== socket) return;
      if (check) handleFrame(ev.data);
      else waiting.push(ev.data);
    };
    socket.onerror = () => {
      if (ws === socket) drop(reconnectMs);
    };
    socket.onclose = () => {
      if (ws === socket) drop(reconnectMs);
    };
  }

  function start(): void {
    if (current !== 'idle' && current !== 'closed') return;
    dropped = false;
    connect();
  }

  function stop(): void {
    clearTimers();
    discard();
    setState('closed');
  }

  function send(input: LiveSendInput): string {
    if (current !== 'open') throw new LiveSocketSendError('not-open');
    const { token } = deps.getIdentity();
    if (!token) throw new LiveSocketSendError('no-token');
    const clientMsgId = input.clientMsgId ?? newClientMsgId();
    write({
      type: 'msg',
      content: input.content,
      liveId: deps.liveId,
      categoryId: input.categoryId,
      quoteId: input.quoteId ?? null,
      liveTypeId: LIVE_TYPE_WORD_ID,
      token,
      pic: input.pic ?? null,
      clientMsgId,
    });
    return clientMsgId;
  }

  function reconnectNow(): void {
    if (current !== 'reconnecting' || retry === null) return;
    clearTimer(retry);
    retry = null;
    connect();
  }

  return { start, stop, state: () => current, send, reconnectNow };
}
