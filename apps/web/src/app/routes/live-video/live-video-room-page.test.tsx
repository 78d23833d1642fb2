import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocketDeps, LiveSocketHandlers } from '@app/client-core/socket/live-socket';
import type { LiveMessage } from '@app/contract/live';
import { LiveMsg, Msg } from '@app/contract/messages';
import { StorageKey } from '@app/contract/storage-keys';
import * as toast from '../../../lib/toast';
import { renderAt, stubFetch } from '../../../test/render';
import { LiveVideoRoomPage } from './live-video-room-page';

const fake = vi.hoisted(() => ({
  deps: null as LiveSocketDeps | null,
  handlers: null as LiveSocketHandlers | null,
  start: vi.fn(),
  send: vi.fn((): string => 'c1'),
  state: 'open' as string,
}));

vi.mock('@app/client-core/socket/live-socket', () => ({
  createLiveSocket: (deps: LiveSocketDeps, handlers: LiveSocketHandlers) => {
    fake.deps = deps;
    fake.handlers = handlers;
    return {
      start: fake.start,
      stop: vi.fn(),
      send: fake.send,
      state: () => fake.state,
      reconnectNow: vi.fn(),
    };
  },
}));

const teacher = { id: 1, name: '陈知远', avatar: '/media/avatars/teacher-1.svg' };

function message(id: number, text = `第${id}条评论`): LiveMessage {
  return {
    id,
    liveId: 4,
    categoryId: 1,
    liveTypeId: 1,
    pic: null,
    content: text,
    dateTime: '2026-03-02T10:15:00.000Z',
    memberId: 9,
    member: { id: 9, name: null, nickname: '小王', avatar: null },
    teacher: null,
    quoteId: null,
    quote: null,
    tplId: 0,
    status: 1,
    isTop: false,
  };
}

const room = (isOpenComment: number) => ({
  id: 4,
  title: '陈知远·盘中实战视频直播',
  pic: '/media/banners/banner-1.svg',
  description: '',
  status: 'live',
  heat: 18640,
  isOpenComment,
  teachers: [teacher],
  streamUrl: null,
  startAt: null,
  locked: false,
  moduleId: null,
});

function stubApi(isOpenComment = 1) {
  return stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/live/get/video/info/4') return { code: 200, msg: '', data: room(isOpenComment) };
    if (path === '/api/live/message/get/list')
      return { code: 200, msg: '', rows: [message(12), message(11)], total: 2 };
    if (path === '/api/live/message/get/list/after')
      return { code: 200, msg: '', data: { rows: [message(13, '断线期间的评论')], hasMore: false } };
    return { code: 404, msg: 'unexpected', data: null };
  });
}

const afterCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/list/after'));

const renderRoom = () => renderAt(<LiveVideoRoomPage />, '/pages/liveVideo/index/index?id=4');
const comments = () => screen.queryAllByTestId('room-message').map((el) => el.textContent ?? '');

function logIn() {
  window.localStorage.setItem(StorageKey.token, 't0k3n');
  window.localStorage.setItem(StorageKey.memberId, '9');
}

describe('live video room page', () => {
  beforeEach(() => {
    fake.start.mockClear();
    fake.send.mockReset();
    fake.send.mockReturnValue('c1');
    fake.handlers = null;
    fake.state = 'open';
  });

  it('joins the room socket; new comments appear on top and a hidden one goes', async () => {
    stubApi();
    renderRoom();
    await waitFor(() => expect(fake.start).toHaveBeenCalledTimes(1));
    expect(fake.deps?.url).toMatch(/\/websocket\/live\/4\?deviceId=[\w-]+$/);
    await waitFor(() => expect(comments()).toHaveLength(2));

    act(() => fake.handlers?.onMessage?.(message(14, '刚刚发的评论')));
    await waitFor(() => expect(comments()[0]).toContain('刚刚发的评论'));
    // a comment of another category or room is not this list's
    act(() => fake.handlers?.onMessage?.({ ...message(15, '别处的评论'), liveId: 5 }));
    expect(comments()).toHaveLength(3);

    await waitFor(() => expect(comments().some((c) => c.includes('第11条评论'))).toBe(true));
    act(() => fake.handlers?.onClose?.({ id: 11, categoryId: 1 }));
    await waitFor(() => expect(comments().some((c) => c.includes('第11条评论'))).toBe(false));
    expect(comments()).toHaveLength(2);

    act(() => fake.handlers?.onOnline?.(37));
    expect(screen.getByTestId('live-video-online').textContent).toBe('37 人在线');
  });

  it('says it is reconnecting while the socket is down and fetches what was missed after', async () => {
    const fetch = stubApi();
    renderRoom();
    await waitFor(() => expect(comments()).toHaveLength(2));
    act(() => fake.handlers?.onState?.('reconnecting'));
    expect((await screen.findByTestId('reconnect-banner')).textContent).toBe(LiveMsg.reconnecting);
    act(() => fake.handlers?.onState?.('open'));
    expect(screen.queryByTestId('reconnect-banner')).toBeNull();
    // Open is not yet admission (a paid room admits the socket once it has taken the token): no fill yet.
    expect(afterCalls(fetch)).toHaveLength(0);
    act(() => fake.handlers?.onOnline?.(5));
    await waitFor(() => expect(comments()[0]).toContain('断线期间的评论'));
    expect(afterCalls(fetch)).toEqual([expect.stringContaining('afterId=12')]);
  });

  it('a socket refused for want of the room module shows no toast and asks for nothing more', async () => {
    logIn();
    const shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    const fetch = stubApi();
    renderRoom();
    await waitFor(() => expect(comments()).toHaveLength(2));
    const calls = fetch.mock.calls.length;
    act(() => {
      fake.handlers?.onState?.('open');
      fake.handlers?.onNoPermission?.('开通「直播会员」后即可查看');
    });
    expect(shown).not.toHaveBeenCalled();
    expect(fetch.mock.calls.length).toBe(calls);
    expect(comments()).toHaveLength(2);
  });

  it('offers visitors a way to log in instead of the input', async () => {
    stubApi();
    renderRoom();
    expect((await screen.findByTestId('login-to-comment')).textContent).toBe('登录后发表评论');
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });

  it('a member posts through the socket; the comment waits as 发送中 until the server confirms it', async () => {
    logIn();
    const shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    stubApi();
    renderRoom();
    const input = await screen.findByTestId('comment-input');

    fireEvent.click(screen.getByTestId('comment-send'));
    expect(shown).toHaveBeenCalledWith(Msg.contentEmpty);
    expect(fake.send).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '<b>好</b> 👍' } });
    fireEvent.click(screen.getByTestId('comment-send'));
    expect(fake.send).toHaveBeenCalledWith({
      content: '&lt;b&gt;好&lt;/b&gt; 👍',
      categoryId: 1,
      clientMsgId: expect.any(String),
    });
    expect((input as HTMLInputElement).value).toBe('');
    const outbox = await screen.findByTestId('live-outbox');
    expect(outbox.textContent).toContain('<b>好</b> 👍');
    expect(outbox.textContent).toContain(LiveMsg.sending);

    const [{ clientMsgId }] = fake.send.mock.calls.at(-1) as unknown as [{ clientMsgId: string }];
    act(() => fake.handlers?.onAck?.(clientMsgId, 14));
    await waitFor(() => expect(screen.queryByTestId('live-outbox')).toBeNull());
  });

  it('a refused comment shows the reason and its text comes back to the input', async () => {
    logIn();
    const shown = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    stubApi();
    renderRoom();
    const input = await screen.findByTestId('comment-input');
    fireEvent.change(input, { target: { value: '第六条' } });
    fireEvent.click(screen.getByTestId('comment-send'));
    const [{ clientMsgId }] = fake.send.mock.calls.at(-1) as unknown as [{ clientMsgId: string }];

    act(() => fake.handlers?.onReject?.({ code: 429, msg: LiveMsg.tooFast, clientMsgId }));
    expect(shown).toHaveBeenCalledWith(LiveMsg.tooFast);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('第六条'));
    expect(screen.queryByTestId('live-outbox')).toBeNull();
  });

  it('a refused comment stays in the outbox with retry when the user has typed since', async () => {
    logIn();
    vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    stubApi();
    renderRoom();
    const input = await screen.findByTestId('comment-input');
    fireEvent.change(input, { target: { value: '第一句' } });
    fireEvent.click(screen.getByTestId('comment-send'));
    const [{ clientMsgId }] = fake.send.mock.calls.at(-1) as unknown as [{ clientMsgId: string }];
    fireEvent.change(input, { target: { value: '正在输入' } });

    act(() => fake.handlers?.onReject?.({ code: 429, msg: LiveMsg.tooFast, clientMsgId }));
    const outbox = await screen.findByTestId('live-outbox');
    expect(outbox.textContent).toContain('第一句');
    expect(outbox.textContent).toContain(LiveMsg.tooFast);
    expect((input as HTMLInputElement).value).toBe('正在输入');

    fireEvent.click(screen.getByRole('button', { name: LiveMsg.resend }));
    expect(fake.send).toHaveBeenLastCalledWith(expect.objectContaining({ clientMsgId, content: '第一句' }));
    expect((await screen.findByTestId('live-outbox')).textContent).toContain(LiveMsg.sending);
  });

  it('a comment sent while disconnected waits, then goes out once after the reconnect', async () => {
    logIn();
    stubApi();
    renderRoom();
    const input = await screen.findByTestId('comment-input');
    fake.state = 'reconnecting';
    fireEvent.change(input, { target: { value: '断线时说的话' } });
    fireEvent.click(screen.getByTestId('comment-send'));
    expect(fake.send).not.toHaveBeenCalled();
    expect((await screen.findByTestId('live-outbox')).textContent).toContain('断线时说的话');

    fake.state = 'open';
    act(() => fake.handlers?.onOnline?.(3));
    expect(fake.send).toHaveBeenCalledTimes(1);
    expect(fake.send).toHaveBeenCalledWith(expect.objectContaining({ content: '断线时说的话' }));
    // Another announcement answer (a later reconnect) does not send it again.
    act(() => fake.handlers?.onOnline?.(3));
    expect(fake.send).toHaveBeenCalledTimes(1);
  });

  it('tells members when the room has comments closed', async () => {
    logIn();
    stubApi(0);
    renderRoom();
    expect(await screen.findByText('本直播间暂未开放评论')).toBeTruthy();
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });
});
