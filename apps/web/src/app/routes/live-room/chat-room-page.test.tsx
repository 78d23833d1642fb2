import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocketDeps, LiveSocketHandlers } from '@app/client-core/socket/live-socket';
import type { LiveMessage } from '@app/contract/live';
import { FIRST_SCREEN_ID, FIRST_SCREEN_STYLE_ID } from '@app/contract/first-screen';
import { LiveMsg, Msg } from '@app/contract/messages';
import { StorageKey } from '@app/contract/storage-keys';
import { renderAt, stubFetch } from '../../../test/render';
import { firstScreenShown, putServerFirstScreen } from '../../../test/server-first-screen';
import { readRoomAdsEarly } from '../../../features/ads/api/get-room-ads';
import { readTextRoomEarly } from '../../../features/live/api/read-room-early';
import { ChatRoomPage } from './chat-room-page';

const fake = vi.hoisted(() => ({
  deps: null as LiveSocketDeps | null,
  handlers: null as LiveSocketHandlers | null,
  start: vi.fn(),
  stop: vi.fn(),
  send: vi.fn(() => 'c1'),
}));

vi.mock('@app/client-core/socket/live-socket', () => ({
  createLiveSocket: (deps: LiveSocketDeps, handlers: LiveSocketHandlers) => {
    fake.deps = deps;
    fake.handlers = handlers;
    return {
      start: fake.start,
      stop: fake.stop,
      send: fake.send,
      state: () => 'open',
      reconnectNow: vi.fn(),
    };
  },
}));

const teacher = { id: 3, name: '王立新', avatar: '/media/t3.png' };

function message(id: number): LiveMessage {
  return {
    id,
    liveId: 1,
    categoryId: 1,
    liveTypeId: 1,
    pic: null,
    content: `<p>第${id}条点评</p>`,
    dateTime: '2026-03-02 10:15:00',
    memberId: null,
    member: null,
    teacher,
    quoteId: null,
    quote: null,
    tplId: 0,
    status: 1,
    isTop: false,
  };
}

const room = {
  id: 1,
  typeCode: 'word',
  title: '午盘策略直播间',
  pic: '/media/room.png',
  description: '',
  isOpenComment: 1,
  teachers: [teacher],
  heat: 1200,
  lastMessageAt: null,
};

function stubApi() {
  return stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/live/get/word/info/1') return { code: 200, msg: '', data: room };
    if (path === '/api/live/message/category/all')
      return { code: 200, msg: '', rows: [{ id: 1, title: '直播', sort: 1 }], total: 1 };
    if (path === '/api/live/ver/2/list/teacher/1') return { code: 200, msg: '', rows: [teacher], total: 1 };
    if (path === '/api/live/ver/2/heats/1')
      return {
        code: 200,
        msg: '',
        data: { liveId: 1, heat: 1200, online: 8, likes: 3, shares: 1, liked: false },
      };
    if (path === '/api/live/message/get/top/1/1') return { code: 200, msg: '', rows: [], total: 0 };
    if (path === '/api/common/system/dict/d/risk_tip') return { code: 200, msg: '', data: [] };
    if (path === '/api/live/ad/ver/2/list/all/liveRoom') return { code: 200, msg: '', rows: [], total: 0 };
    if (path === '/api/live/message/get/list')
      return {
        code: 200,
        msg: '',
        rows: [{ ...message(12), pic: '/media/live/chart-12.svg' }, message(11), message(10)],
        total: 3,
      };
    if (path === '/api/live/message/get/list/after')
      return { code: 200, msg: '', data: { rows: [message(13)], hasMore: false } };
    return { code: 404, msg: 'unexpected', data: null };
  });
}

// happy-dom lays nothing out: tell the virtual list how big the viewport and the items are.
const renderRoom = () =>
  renderAt(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 80 }}>
      <ChatRoomPage />
    </VirtuosoMockContext.Provider>,
    '/pages/applets/chat/index?id=1',
  );

const ids = () => screen.queryAllByTestId('live-message').map((el) => el.getAttribute('data-message-id'));

const afterCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/list/after'));

describe('live room page', () => {
  beforeEach(() => {
    fake.start.mockClear();
    fake.stop.mockClear();
    fake.deps = null;
    fake.handlers = null;
  });

  it('connects to the room socket, says when it is reconnecting and fills the gap after it', async () => {
    const fetch = stubApi();
    const view = renderRoom();

    await waitFor(() => expect(fake.start).toHaveBeenCalledTimes(1));
    expect(fake.deps?.url).toMatch(/^ws:\/\/[^/]+\/websocket\/live\/1\?deviceId=[\w-]+$/);
    expect(fake.deps?.getIdentity()).toEqual({ token: null, userType: 'visitor', userId: null });
    expect(await screen.findByText('午盘策略直播间')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('/message/get/list?'))).toBe(true),
    );

    const shown = await screen.findAllByTestId('live-message');
    expect(shown.map((el) => el.getAttribute('data-message-id'))).toEqual(['10', '11', '12']);

    act(() => fake.handlers?.onState?.('open'));
    expect(screen.queryByTestId('reconnect-banner')).toBeNull();
    // The gap is filled once the server has answered the announcement (it has admitted the socket then).
    expect(afterCalls(fetch)).toHaveLength(0);
    act(() => fake.handlers?.onOnline?.(8));
    await waitFor(() => expect(afterCalls(fetch)).toHaveLength(1));
    expect(afterCalls(fetch)[0]).toContain('afterId=12');
    await waitFor(() => expect(ids()).toEqual(['10', '11', '12', '13']));

    act(() => fake.handlers?.onState?.('reconnecting'));
    expect((await screen.findByTestId('reconnect-banner')).textContent).toBe(LiveMsg.reconnecting);

    act(() => {
      fake.handlers?.onState?.('open');
      fake.handlers?.onOnline?.(8);
    });
    await waitFor(() => expect(screen.queryByTestId('reconnect-banner')).toBeNull());
    await waitFor(() => expect(afterCalls(fetch)).toHaveLength(2));
    // the first gap fill brought message 13: the next one continues from there
    expect(afterCalls(fetch)[1]).toContain('afterId=13');

    view.unmount();
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });

  it('appends pushed messages once, in order, and removes a hidden comment for members', async () => {
    stubApi();
    renderRoom();
    await waitFor(() => expect(ids()).toEqual(['10', '11', '12']));

    const comment = {
      ...message(14),
      teacher: null,
      memberId: 20,
      member: { id: 20, name: null, nickname: '股友小李', avatar: null },
    };
    act(() => {
      fake.handlers?.onMessage?.(message(13));
      fake.handlers?.onMessage?.(message(13));
      fake.handlers?.onMessage?.(message(11));
      fake.handlers?.onMessage?.(comment);
    });
    await waitFor(() => expect(ids()).toEqual(['10', '11', '12', '13', '14']));
    expect(screen.getByText('股友小李')).toBeTruthy();

    act(() => fake.handlers?.onClose?.({ id: 14, categoryId: 1 }));
    await waitFor(() => expect(ids()).toEqual(['10', '11', '12', '13']));
  });

  it('asks for the teacher list only when the teacher filter opens', async () => {
    const fetch = stubApi();
    renderRoom();
    await waitFor(() => expect(ids()).toEqual(['10', '11', '12']));
    const teacherCalls = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes('/api/live/ver/2/list/teacher/1'));
    expect(teacherCalls()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('teacher-filter-button'));
    await waitFor(() => expect(teacherCalls()).toHaveLength(1));
    expect(
      await screen.findByText(teacher.name, { selector: '[data-testid="teacher-filter-list"] *' }),
    ).toBeTruthy();
  });

  it('logs out and asks to log in again when the socket says the session expired', async () => {
    stubApi();
    window.localStorage.setItem(StorageKey.token, 'expired-token');
    window.localStorage.setItem(StorageKey.memberId, '7');
    renderRoom();
    await waitFor(() => expect(fake.handlers).not.toBeNull());
    expect(fake.deps?.getIdentity()).toEqual({ token: 'expired-token', userType: 'member', userId: 7 });

    act(() => fake.handlers?.onAuthError?.(Msg.sessionExpired));

    expect(await screen.findByText(Msg.sessionExpiredConfirm)).toBeTruthy();
    expect(window.localStorage.getItem(StorageKey.token)).toBeNull();
    expect(window.localStorage.getItem(StorageKey.memberId)).toBeNull();
  });

  it('takes over the reads its route started while its code loaded: each is sent once', async () => {
    const fetch = stubApi();
    const preloaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        set src(value: string) {
          preloaded.push(value);
        }
      },
    );
    readTextRoomEarly(new URLSearchParams('id=1'));
    readRoomAdsEarly();
    renderRoom();
    expect(await screen.findByText('第12条点评')).toBeTruthy();

    const sent = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    for (const path of [
      '/api/live/get/word/info/1',
      '/api/live/ver/2/heats/1',
      '/api/live/message/category/all',
      '/api/common/system/dict/d/risk_tip',
      '/api/live/message/get/top/1/1',
      '/api/live/message/get/list',
      '/api/live/ad/ver/2/list/all/liveRoom',
    ])
      expect(
        sent.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    // The newest message's picture was asked for as soon as the list arrived.
    expect(preloaded).toEqual(['/media/live/chart-12.svg']);
  });

  it('keeps the server-drawn first screen up until its own list has drawn the messages', async () => {
    stubApi();
    putServerFirstScreen('服务器画的第12条点评');
    renderRoom();
    expect(firstScreenShown()).toBe(true);
    expect(await screen.findByText('第12条点评')).toBeTruthy();
    await waitFor(() => expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull());
    expect(document.getElementById(FIRST_SCREEN_STYLE_ID)).toBeNull();
  });
});
