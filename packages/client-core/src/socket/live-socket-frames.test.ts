import { LIVE_TYPE_WORD_ID, SOCKET_RECONNECT_MS } from '@app/contract/limits';
import { clientMsg } from '@app/contract/socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMessage } from '../live/test-message';
import { setupLiveSocket } from './fake-live-socket';
import { parseFrame, type FrameCheck } from './frame-check';
import { LiveSocketSendError } from './live-socket';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A frame check whose loading the test finishes by hand. */
function checkLoadedLater() {
  let finish: (check: FrameCheck) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<FrameCheck>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { load, finish: (check: FrameCheck) => finish(check), fail: (error: Error) => fail(error) };
}

describe('live socket: a frame check loaded with the first connect', () => {
  it('holds the frames that come before it and hands them over in order once it has loaded', async () => {
    const later = checkLoadedLater();
    const { live, handlers, last } = setupLiveSocket(undefined, { frameCheck: { load: later.load } });
    live.start();
    last().open();
    last().receive({ type: 'online', liveId: 3, online: 5 });
    last().receive({ type: 'msg', data: testMessage(21) });
    last().receive({ type: 'msg', data: testMessage(22) });
    expect(handlers.onMessage).not.toHaveBeenCalled();

    later.finish(parseFrame);
    await vi.waitFor(() => expect(handlers.onMessage).toHaveBeenCalledTimes(2));
    expect(handlers.onOnline).toHaveBeenCalledWith(5);
    expect(vi.mocked(handlers.onMessage).mock.calls.map(([msg]) => msg.id)).toEqual([21, 22]);

    last().receive({ type: 'msg', data: testMessage(23) });
    expect(handlers.onMessage).toHaveBeenLastCalledWith(testMessage(23));
    expect(later.load).toHaveBeenCalledTimes(1);
  });

  it('drops what a replaced socket was holding, and loads again on the next connect after a failed load', async () => {
    const later = checkLoadedLater();
    const { live, handlers, last } = setupLiveSocket(undefined, { frameCheck: { load: later.load } });
    live.start();
    last().open();
    last().receive({ type: 'msg', data: testMessage(31) });
    later.fail(new Error('offline'));
    await Promise.resolve();

    last().drop();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT_MS);
    expect(later.load).toHaveBeenCalledTimes(2);
    last().open();
    last().receive({ type: 'msg', data: testMessage(32) });
    later.finish(parseFrame);
    await vi.waitFor(() => expect(handlers.onMessage).toHaveBeenCalledTimes(1));
    expect(handlers.onMessage).toHaveBeenCalledWith(testMessage(32));
  });
});

describe('live socket: frames', () => {
  it('dispatches each server frame to its handler', () => {
    const { live, handlers, last } = setupLiveSocket();
    live.start();
    last().open();
    const s = last();
    s.receive({ type: 'online', liveId: 3, online: 128 });
    s.receive({ type: 'msg', data: testMessage(11) });
    s.receive({ type: 'close', status: 0, id: 9, liveId: 3, categoryId: 2 });
    s.receive({ type: 'open', status: 1, data: testMessage(8) });
    s.receive({ type: 'ack', clientMsgId: 'cid-1', id: 12 });
    s.receive({ type: 'reject', code: 429, msg: '发送太频繁', clientMsgId: 'cid-2' });
    s.receive({ type: 'heartbeat', at: 1_790_000_000_000 });
    expect(handlers.onOnline).toHaveBeenCalledWith(128);
    expect(handlers.onMessage).toHaveBeenCalledWith(testMessage(11));
    expect(handlers.onClose).toHaveBeenCalledWith({ id: 9, categoryId: 2 });
    expect(handlers.onOpen).toHaveBeenCalledWith(testMessage(8));
    expect(handlers.onAck).toHaveBeenCalledWith('cid-1', 12);
    expect(handlers.onReject).toHaveBeenCalledWith({ code: 429, msg: '发送太频繁', clientMsgId: 'cid-2' });
    expect(handlers.onAuthError).not.toHaveBeenCalled();
  });

  it('hands a template card change (a lottery drawn) to onTemplate, without its type', () => {
    const { live, handlers, last } = setupLiveSocket();
    live.start();
    last().open();
    const winners = [{ memberId: 7, nickname: '价值猎手' }];
    last().receive({ type: 'tpl', liveId: 3, tplId: 1, refId: 5, event: 'drawn', title: '签名书', winners });
    expect(handlers.onTemplate).toHaveBeenCalledWith({
      liveId: 3,
      tplId: 1,
      refId: 5,
      event: 'drawn',
      title: '签名书',
      winners,
    });
    expect(handlers.onMessage).not.toHaveBeenCalled();
  });

  it('a refused announcement (reject 206 without clientMsgId) reports onNoPermission, not a failed send', () => {
    const { live, sockets, handlers, last } = setupLiveSocket();
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
    const { live, handlers, last } = setupLiveSocket();
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
    s.receive({ type: 'msg', data: testMessage(5) });
    expect(handlers.onMessage).toHaveBeenCalledWith(testMessage(5));
  });
});

describe('live socket: send', () => {
  it('builds the msg frame with the token and a fresh clientMsgId', () => {
    const { live, last } = setupLiveSocket();
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
    const { live, sockets } = setupLiveSocket(
      { token: 't', userType: 'teacher', userId: 1 },
      { createClientMsgId: undefined },
    );
    live.start();
    sockets[0]?.open();
    const ids = new Set(Array.from({ length: 50 }, () => live.send({ content: 'x', categoryId: 1 })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('throws when the socket is not open, or without a token', () => {
    const member = setupLiveSocket();
    expect(() => member.live.send({ content: 'x', categoryId: 1 })).toThrow(LiveSocketSendError);
    member.live.start();
    expect(() => member.live.send({ content: 'x', categoryId: 1 })).toThrow(/not open/);
    member.last().open();
    member.last().drop();
    expect(() => member.live.send({ content: 'x', categoryId: 1 })).toThrow(/not open/);

    const visitor = setupLiveSocket({ token: null, userType: 'visitor', userId: null });
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
    const { live, sockets } = setupLiveSocket(
      { token: null, userType: 'visitor', userId: null },
      {
        setTimeout: (fn, ms) => timeouts.push({ fn, ms }),
        clearTimeout: (h) => cleared.push(h),
        setInterval: (fn, ms) => intervals.push({ fn, ms }),
        clearInterval: (h) => cleared.push(h),
        heartbeatMs: 500,
        reconnectMs: 700,
      },
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
