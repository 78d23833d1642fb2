import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@app/contract/live';
import {
  FIRST_ITEM_INDEX,
  initialRoomView,
  roomReducer,
  shownTimeline,
  type RoomAction,
  type RoomView,
} from './room-view';
import { HIGHLIGHT_MS, useRoomTimeline } from './use-room-timeline';
import { testMessage } from '@app/client-core/live/test-message';

const api = vi.hoisted(() => ({
  latest: vi.fn(),
  around: vi.fn(),
  after: vi.fn(),
}));

vi.mock('../api/get-live-messages', () => ({ getLiveMessages: api.latest }));
vi.mock('../api/get-live-messages-around', () => ({ getLiveMessagesAround: api.around }));
vi.mock('../api/get-live-messages-after', () => ({ getLiveMessagesAfter: api.after }));

const message = (id: number): LiveMessage =>
  testMessage(id, {
    liveId: 1,
    content: `<p>第${id}条点评</p>`,
    dateTime: '2026-03-02 10:15:00',
    teacher: { id: 3, name: '王立新', avatar: '/media/t3.png' },
  });

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const ids = (view: RoomView) => shownTimeline(view).items.map((m) => m.id);
const run = (actions: RoomAction[], from = initialRoomView()) => actions.reduce(roomReducer, from);

/** The live room showing its latest page, 81…100. */
const liveView = () => run([{ type: 'latest', rowsNewestFirst: range(81, 100).reverse() }]);

describe('roomReducer: a search hit', () => {
  it('shows the hit and its neighbours in a new list instead of the live timeline', () => {
    const before = liveView();
    const view = roomReducer(before, { type: 'around', rowsOldestFirst: range(90, 100), id: 100 });
    expect(ids(view)).toEqual(range(90, 100).map((m) => m.id));
    expect(view.live.items).toHaveLength(20);
    expect(view.generation).toBe(before.generation + 1);
    expect(view.firstItemIndex).toBe(FIRST_ITEM_INDEX);
    expect(view.highlightId).toBe(100);
    expect(view.highlightSeen).toBe(false);
  });

  it('keeps the neighbourhood on screen when it has caught up with the present', () => {
    // The hit is the newest message: the page after it is empty.
    const shown = run(
      [
        { type: 'around', rowsOldestFirst: range(90, 100), id: 100 },
        { type: 'newer', rowsOldestFirst: [], hasMore: false },
      ],
      liveView(),
    );
    expect(shown.around).not.toBeNull();
    expect(ids(shown)).toEqual(range(90, 100).map((m) => m.id));
    expect(shown.highlightId).toBe(100);

    // Newer messages are appended in the same list (same key), without touching the first index.
    const opened = roomReducer(liveView(), { type: 'around', rowsOldestFirst: range(60, 70), id: 65 });
    const after = roomReducer(opened, { type: 'newer', rowsOldestFirst: range(71, 100), hasMore: false });
    expect(after.around).not.toBeNull();
    expect(ids(after)).toEqual(range(60, 100).map((m) => m.id));
    expect(after.firstItemIndex).toBe(FIRST_ITEM_INDEX);
    expect(after.generation).toBe(opened.generation);
  });

  it('appends live messages to a caught-up neighbourhood, not to one that is behind', () => {
    const caughtUp = run(
      [
        { type: 'around', rowsOldestFirst: range(90, 100), id: 95 },
        { type: 'incoming', msg: message(101) },
      ],
      liveView(),
    );
    expect(ids(caughtUp).at(-1)).toBe(101);
    expect(caughtUp.live.newestId).toBe(101);

    const behind = run(
      [
        { type: 'around', rowsOldestFirst: range(40, 50), id: 45 },
        { type: 'incoming', msg: message(101) },
      ],
      liveView(),
    );
    expect(ids(behind).at(-1)).toBe(50);
    expect(behind.live.newestId).toBe(101);
  });

  it('leaves a hit opened while the first page loads where it is', () => {
    const view = run([
      { type: 'around', rowsOldestFirst: range(40, 50), id: 45 },
      { type: 'latest', rowsNewestFirst: range(81, 100).reverse() },
    ]);
    expect(view.status).toBe('ready');
    expect(ids(view)).toEqual(range(40, 50).map((m) => m.id));
    expect(view.generation).toBe(1);
  });

  it('goes back to the live timeline in a new list, without the highlight', () => {
    const around = run([{ type: 'around', rowsOldestFirst: range(90, 100), id: 95 }], liveView());
    const view = roomReducer(around, { type: 'backToLatest' });
    expect(view.around).toBeNull();
    expect(ids(view)).toEqual(range(81, 100).map((m) => m.id));
    expect(view.generation).toBe(around.generation + 1);
    expect(view.highlightId).toBeNull();
  });

  it('marks the highlight seen only for the highlighted message', () => {
    const around = run([{ type: 'around', rowsOldestFirst: range(90, 100), id: 95 }], liveView());
    expect(roomReducer(around, { type: 'highlightSeen', id: 94 })).toBe(around);
    expect(roomReducer(around, { type: 'highlightSeen', id: 95 }).highlightSeen).toBe(true);
  });
});

describe('useRoomTimeline: the highlight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.latest.mockResolvedValue(range(81, 100).reverse());
    api.around.mockResolvedValue(range(90, 100));
    api.after.mockResolvedValue({ rows: [], hasMore: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('lasts HIGHLIGHT_MS from when the hit is on screen, however long it took to get there', async () => {
    const filter = { liveId: 1, categoryId: 1, teacherIds: [], ownMemberId: null, isTeacher: false };
    const { result } = renderHook(() => useRoomTimeline(filter));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await result.current.showAround(100);
    });
    expect(result.current.view.highlightId).toBe(100);

    // Not on screen yet: the highlight waits.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS * 2);
    });
    expect(result.current.view.highlightId).toBe(100);

    act(() => result.current.highlightSeen(100));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS - 1);
    });
    expect(result.current.view.highlightId).toBe(100);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.view.highlightId).toBeNull();
    expect(result.current.view.around).not.toBeNull();
  });
});
