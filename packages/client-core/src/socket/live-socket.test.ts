import { SOCKET_HEARTBEAT_MS, SOCKET_RECONNECT_MS } from '@app/contract/limits';
import { clientOnline } from '@app/contract/socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupLiveSocket, URL } from './fake-live-socket';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live socket: connecting', () => {
  it('connects to the room URL and announces the member with its token on open', () => {
    const { live, sockets, states, last } = setupLiveSocket();
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
    const { live, last } = setupLiveSocket({ token: null, userType: 'visitor', userId: null });
    live.start();
    last().open();
    const [online] = last().frames();
    expect(online).toEqual({ type: 'online', liveId: 3, userType: 'visitor', userId: null });
    expect(clientOnline.safeParse(online).success).toBe(true);
  });

  it('starting twice does not open a second socket', () => {
    const { live, sockets } = setupLiveSocket();
    live.start();
    live.start();
    expect(sockets).toHaveLength(1);
  });

  it('sends a heartbeat every 60 s while open', () => {
    const { live, last } = setupLiveSocket();
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
    const { live, sockets, last } = setupLiveSocket();
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
    const { live, sockets, last } = setupLiveSocket();
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
    const { live, handlers, states, last } = setupLiveSocket();
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
    const { live, sockets, last } = setupLiveSocket();
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
    const { live, sockets, handlers, last } = setupLiveSocket();
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
    const { live, sockets, last } = setupLiveSocket();
    live.start();
    last().drop();
    live.stop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(live.state()).toBe('closed');
  });

  it('reconnectNow() skips the remaining wait', () => {
    const { live, sockets, last } = setupLiveSocket();
    live.start();
    last().drop();
    live.reconnectNow();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('a server `error` (bad token) reports onAuthError and never reconnects', () => {
    const { live, sockets, handlers, last } = setupLiveSocket();
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
