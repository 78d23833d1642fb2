import type { LiveMessage } from '@app/contract/live';
import { LIVE_TYPE_WORD_ID, SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_MS } from '@app/contract/limits';
import { clientMsg, clientOnline } from '@app/contract/socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLiveSocket,
  LiveSocketSendError,
  type LiveIdentity,
  type LiveSocketHandlers,
  type LiveSocketState,
  type WebSocketLike,
} from './live-socket';

const URL = 'wss://example.test/websocket/live/3';

class FakeSocket implements WebSocketLike {
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

function message(id: number): LiveMessage {
  return {
    id,
    liveId: 3,
    categoryId: 1,
    liveTypeId: 1,
    pic: null,
    content: `<p>消息${id}</p>`,
    dateTime: '2026-11-01 09:30:00',
    memberId: null,
    member: null,
    teacher: { id: 7, name: '王老师', avatar: '/media/t7.png' },
    quoteId: null,
    quote: null,
    tplId: 0,
    status: 1,
    isTop: false,
  };
}

function setup(identity: LiveIdentity = { token: 'tok-1', userType: 'member', userId: 42 }) {
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live socket: connecting', () => {
  it('connects to the room URL and announces the member with its token on open', () => {
    const { live, sockets, states, last } = setup();
    expect(live.state()).toBe('idle');
    live.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe(URL);
    expect(live.state()).toBe('connecting');
    last().open();
    expect(live.state()).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
    const [online] = last().frames();
    expect(online).toEqual({ type: 'online', liveId: 3, userType: 'member', userId: 42, token: 'tok-1' });
    expect(clientOnline.safeParse(online).success).toBe(true);
  });

  it('announces a visitor without a token field', () => {
    const { live, last } = setup({ token: null, userType: 'visitor', userId: null });
    live.start();
    last().open();
    const [online] = last().frames();
    expect(online).toEqual({ type: 'online', liveId: 3, userType: 'visitor', userId: null });
    expect(clientOnline.safeParse(online).success).toBe(true);
  });

  it('starting twice does not open a second socket', () => {
    const { live, sockets } = setup();
    live.start();
    live.start();
    expect(sockets).toHaveLength(1);
  });

  it('sends a heartbeat every 60 s while open', () => {
    const { live, last } = setup();
    live.start();
    last().open();
    const beats = () =>
      last()
        .frames()
        .filter((f) => f.type === 'heartbeat');
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS - 1);
    expect(beats()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(beats()).toEqual([{ type: 'heartbeat', liveId: 3 }]);
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS * 2);
    expect(beats()).toHaveLength(3);
    expect(SOCKET_HEARTBEAT_MS).toBe(60_000);
  });
});

describe('live socket: reconnecting', () => {
  it('retries 10 s after an unexpected close, and again after each failed attempt', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().open();
    const first = last();
    first.drop();
    expect(live.state()).toBe('reconnecting');
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(live.state()).toBe('reconnecting');

    // The retry fails too: one more attempt 10 s later, not two (error and close both fire).
    last().drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(3);
    expect(SOCKET_RECONNECT_MS).toBe(10_000);
  });

  it('stops the heartbeat of a dropped socket', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().open();
    const first = last();
    first.drop();
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS * 2);
    expect(first.frames().filter((f) => f.type === 'heartbeat')).toHaveLength(0);
    // The new socket has not opened, so it must not receive heartbeats either.
    expect(sockets.slice(1).every((s) => s.sent.length === 0)).toBe(true);
  });

  it('fires onReconnected after a re-open (not on the first open) and announces again', () => {
    const { live, handlers, states, last } = setup();
    live.start();
    last().open();
    expect(handlers.onReconnected).not.toHaveBeenCalled();
    last().drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    last().open();
    expect(handlers.onReconnected).toHaveBeenCalledTimes(1);
    expect(live.state()).toBe('open');
    expect(last().frames()[0]).toMatchObject({ type: 'online', liveId: 3, token: 'tok-1' });
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('restarts the socket when a heartbeat cannot be sent', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().open();
    last().failSend = true;
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS);
    expect(sockets[0]?.closed).toBe(true);
    expect(live.state()).toBe('reconnecting');
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.url).toBe(URL);
  });

  it('does not reconnect after stop(), and ignores late events of the stopped socket', () => {
    const { live, sockets, handlers, last } = setup();
    live.start();
    last().open();
    const first = last();
    const onclose = first.onclose;
    live.stop();
    expect(live.state()).toBe('closed');
    expect(first.closed).toBe(true);
    onclose?.({ code: 1000, reason: '' });
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 10);
    expect(sockets).toHaveLength(1);
    expect(first.frames().filter((f) => f.type === 'heartbeat')).toHaveLength(0);
    expect(handlers.onReconnected).not.toHaveBeenCalled();
  });

  it('stop() during the reconnect wait cancels the retry', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().drop();
    live.stop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(live.state()).toBe('closed');
  });

  it('reconnectNow() skips the remaining wait', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().drop();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('a server `error` (bad token) reports onAuthError and never reconnects', () => {
    const { live, sockets, handlers, last } = setup();
    live.start();
    last().open();
    last().receive({ type: 'error', code: 401, msg: '会话已过期' });
    expect(handlers.onAuthError).toHaveBeenCalledWith('会话已过期');
    expect(live.state()).toBe('closed');
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 5);
    expect(sockets).toHaveLength(1);
  });
});

describe('live socket: frames', () => {
  it('dispatches each server frame to its handler', () => {
    const { live, handlers, last } = setup();
    live.start();
    last().open();
    const s = last();
    s.receive({ type: 'online', liveId: 3, online: 128 });
    s.receive({ type: 'msg', data: message(11) });
    s.receive({ type: 'close', status: 0, id: 9, liveId: 3, categoryId: 2 });
    s.receive({ type: 'open', status: 1, data: message(8) });
    s.receive({ type: 'ack', clientMsgId: 'cid-1', id: 12 });
    s.receive({ type: 'reject', code: 429, msg: '发送太频繁', clientMsgId: 'cid-2' });
    s.receive({ type: 'heartbeat', at: 1_790_000_000_000 });
    expect(handlers.onOnline).toHaveBeenCalledWith(128);
    expect(handlers.onMessage).toHaveBeenCalledWith(message(11));
    expect(handlers.onClose).toHaveBeenCalledWith({ id: 9, categoryId: 2 });
    expect(handlers.onOpen).toHaveBeenCalledWith(message(8));
    expect(handlers.onAck).toHaveBeenCalledWith('cid-1', 12);
    expect(handlers.onReject).toHaveBeenCalledWith({ code: 429, msg: '发送太频繁', clientMsgId: 'cid-2' });
    expect(handlers.onAuthError).not.toHaveBeenCalled();
  });

  it('a refused announcement (reject 206 without clientMsgId) reports onNoPermission, not a failed send', () => {
    const { live, sockets, handlers, last } = setup();
    live.start();
    last().open();
    last().receive({ type: 'reject', code: 206, msg: '开通「直播会员」后即可查看', clientMsgId: null });
    expect(handlers.onNoPermission).toHaveBeenCalledWith('开通「直播会员」后即可查看');
    expect(handlers.onReject).not.toHaveBeenCalled();
    expect(handlers.onAuthError).not.toHaveBeenCalled();
    // Not a logout and not a drop: the socket stays as it is.
    expect(live.state()).toBe('open');
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);

    // A send refused for the same reason is still a failed send.
    last().receive({ type: 'reject', code: 206, msg: '开通「直播会员」后即可查看', clientMsgId: 'cid-1' });
    expect(handlers.onReject).toHaveBeenCalledWith({
      code: 206,
      msg: '开通「直播会员」后即可查看',
      clientMsgId: 'cid-1',
    });
  });

  it('ignores malformed frames and keeps working', () => {
    const { live, handlers, last } = setup();
    live.start();
    last().open();
    const s = last();
    s.receive('not json {');
    s.receive('null');
    s.receive({ type: 'shout', data: 1 });
    s.receive({ type: 'msg', data: { id: 'x' } });
    s.receive({ type: 'online', online: 'many' });
    s.receiveRaw(new Uint8Array([1, 2, 3]));
    s.receive({ type: 'error', code: 'x' });
    const all = Object.values(handlers).filter((h) => h !== handlers.onState);
    for (const h of all) expect(h).not.toHaveBeenCalled();
    expect(live.state()).toBe('open');
    s.receive({ type: 'msg', data: message(5) });
    expect(handlers.onMessage).toHaveBeenCalledWith(message(5));
  });
});

describe('live socket: send', () => {
  it('builds the msg frame with the token and a fresh clientMsgId', () => {
    const { live, last } = setup();
    live.start();
    last().open();
    const id1 = live.send({ content: '<p>请问老师</p>', categoryId: 2, quoteId: 9 });
    const id2 = live.send({ content: '<img src="/uploads/a.png">', categoryId: 1, pic: '/uploads/a.png' });
    expect(id1).toBe('cid-1');
    expect(id2).toBe('cid-2');
    const msgs = last()
      .frames()
      .filter((f) => f.type === 'msg');
    expect(msgs).toEqual([
      {
        type: 'msg',
        content: '<p>请问老师</p>',
        liveId: 3,
        categoryId: 2,
        quoteId: 9,
        liveTypeId: LIVE_TYPE_WORD_ID,
        token: 'tok-1',
        pic: null,
        clientMsgId: 'cid-1',
      },
      {
        type: 'msg',
        content: '<img src="/uploads/a.png">',
        liveId: 3,
        categoryId: 1,
        quoteId: null,
        liveTypeId: LIVE_TYPE_WORD_ID,
        token: 'tok-1',
        pic: '/uploads/a.png',
        clientMsgId: 'cid-2',
      },
    ]);
    for (const m of msgs) expect(clientMsg.safeParse(m).success).toBe(true);
  });

  it('generates distinct random clientMsgIds by default', () => {
    const sockets: FakeSocket[] = [];
    const live = createLiveSocket(
      {
        url: URL,
        liveId: 3,
        createSocket: (url) => {
          const s = new FakeSocket(url);
          sockets.push(s);
          return s;
        },
        getIdentity: () => ({ token: 't', userType: 'teacher', userId: 1 }),
      },
      {},
    );
    live.start();
    sockets[0]?.open();
    const ids = new Set(Array.from({ length: 50 }, () => live.send({ content: 'x', categoryId: 1 })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('throws when the socket is not open, or without a token', () => {
    const member = setup();
    expect(() => member.live.send({ content: 'x', categoryId: 1 })).toThrow(LiveSocketSendError);
    member.live.start();
    expect(() => member.live.send({ content: 'x', categoryId: 1 })).toThrow(/not open/);
    member.last().open();
    member.last().drop();
    expect(() => member.live.send({ content: 'x', categoryId: 1 })).toThrow(/not open/);

    const visitor = setup({ token: null, userType: 'visitor', userId: null });
    visitor.live.start();
    visitor.last().open();
    expect(() => visitor.live.send({ content: 'x', categoryId: 1 })).toThrow(/token/);
    expect(
      visitor
        .last()
        .frames()
        .filter((f) => f.type === 'msg'),
    ).toHaveLength(0);
  });
});

describe('live socket: injected timers', () => {
  it('uses the injected timers and intervals', () => {
    const timeouts: { fn: () => void; ms: number }[] = [];
    const intervals: { fn: () => void; ms: number }[] = [];
    const cleared: unknown[] = [];
    const sockets: FakeSocket[] = [];
    const live = createLiveSocket(
      {
        url: URL,
        liveId: 3,
        createSocket: (url) => {
          const s = new FakeSocket(url);
          sockets.push(s);
          return s;
        },
        getIdentity: () => ({ token: null, userType: 'visitor', userId: null }),
        setTimeout: (fn, ms) => timeouts.push({ fn, ms }),
        clearTimeout: (h) => cleared.push(h),
        setInterval: (fn, ms) => intervals.push({ fn, ms }),
        clearInterval: (h) => cleared.push(h),
        heartbeatMs: 500,
        reconnectMs: 700,
      },
      {},
    );
    live.start();
    sockets[0]?.open();
    expect(intervals.map((i) => i.ms)).toEqual([500]);
    intervals[0]?.fn();
    expect(sockets[0]?.frames().at(-1)).toEqual({ type: 'heartbeat', liveId: 3 });
    sockets[0]?.drop();
    expect(cleared).toEqual([1]); // the heartbeat interval's handle
    expect(timeouts.map((t) => t.ms)).toEqual([700]);
    timeouts[0]?.fn();
    expect(sockets).toHaveLength(2);
  });
});
