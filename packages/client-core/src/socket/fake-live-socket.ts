import { vi } from 'vitest';
import {
  createLiveSocket,
  type LiveIdentity,
  type LiveSocketDeps,
  type LiveSocketHandlers,
  type LiveSocketState,
  type WebSocketLike,
} from './live-socket';
import { parseFrame } from './frame-check';

// Test support for the live socket: a socket the test drives by hand, and a manager wired to it with spies.
export const URL = 'wss://example.test/websocket/live/3';

export class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  failSend = false;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    if (this.failSend) throw new Error('send failed');
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  frames(): Record<string, unknown>[] {
    return this.sent.map((s) => JSON.parse(s) as Record<string, unknown>);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  receiveRaw(data: unknown): void {
    this.onmessage?.({ data });
  }
  drop(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006, reason: '' });
  }
}

/** A manager on fake sockets; `deps` replaces any default (e.g. timers, or `createClientMsgId: undefined`). */
export function setupLiveSocket(
  identity: LiveIdentity = { token: 'tok-1', userType: 'member', userId: 42 },
  deps: Partial<LiveSocketDeps> = {},
) {
  const sockets: FakeSocket[] = [];
  const states: LiveSocketState[] = [];
  const handlers = {
    onState: vi.fn((s: LiveSocketState) => states.push(s)),
    onMessage: vi.fn(),
    onClose: vi.fn(),
    onOpen: vi.fn(),
    onOnline: vi.fn(),
    onAck: vi.fn(),
    onReject: vi.fn(),
    onNoPermission: vi.fn(),
    onAuthError: vi.fn(),
    onReconnected: vi.fn(),
    onTemplate: vi.fn(),
  } satisfies LiveSocketHandlers;
  let n = 0;
  const live = createLiveSocket(
    {
      url: URL,
      liveId: 3,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      getIdentity: () => identity,
      createClientMsgId: () => `cid-${++n}`,
      frameCheck: parseFrame,
      ...deps,
    },
    handlers,
  );
  const last = (): FakeSocket => {
    const s = sockets.at(-1);
    if (!s) throw new Error('no socket created');
    return s;
  };
  return { live, sockets, states, handlers, last };
}
