import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '@app/contract/live';
import {
  acceptsMessage,
  FIRST_ITEM_INDEX,
  initialRoomView,
  roomReducer,
  shownTimeline,
  type RoomAction,
  type RoomView,
} from './room-feed';
import { testMessage } from './test-message';

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

describe('roomReducer: the live feed both rooms use', () => {
  it('keeps messages in id order without duplicates, whatever order they arrive in', () => {
    const view = run(
      [
        { type: 'incoming', msg: message(101) },
        { type: 'gap', rowsOldestFirst: [message(102), message(101), message(103)] },
        { type: 'incoming', msg: message(103) },
      ],
      liveView(),
    );
    expect(ids(view).slice(-3)).toEqual([101, 102, 103]);
    expect(ids(view)).toHaveLength(23);
  });

  it('keeps socket messages that arrived while the first page loaded, in order after it', () => {
    const view = run([
      { type: 'incoming', msg: message(102) },
      { type: 'incoming', msg: message(101) },
      { type: 'latest', rowsNewestFirst: range(81, 100).reverse() },
    ]);
    expect(ids(view).slice(-3)).toEqual([100, 101, 102]);
  });

  it('ignores an old id pushed again (a repeated delivery)', () => {
    const before = liveView();
    expect(roomReducer(before, { type: 'incoming', msg: message(90) })).toBe(before);
  });

  it('prepends an older page, and a short page means nothing older is left', () => {
    const view = roomReducer(liveView(), { type: 'older', rowsNewestFirst: range(71, 80).reverse() });
    expect(ids(view)[0]).toBe(71);
    expect(view.live.hasOlder).toBe(false);
    // the reader's position holds: the first index moves down by the ten prepended rows
    expect(view.firstItemIndex).toBe(FIRST_ITEM_INDEX - 10);
  });

  it("removes a hidden message for members, keeps the author's own, and marks it for teachers", () => {
    const own = testMessage(90, { liveId: 1, memberId: 7 });
    const base = run([{ type: 'gap', rowsOldestFirst: [own] }], liveView());
    const member = { ownMemberId: 8, isTeacher: false };
    expect(ids(roomReducer(base, { type: 'hidden', id: 95, opts: member }))).not.toContain(95);
    expect(ids(roomReducer(base, { type: 'hidden', id: 90, opts: { ...member, ownMemberId: 7 } }))).toContain(
      90,
    );
    const teacher = roomReducer(base, {
      type: 'hidden',
      id: 95,
      opts: { ownMemberId: null, isTeacher: true },
    });
    expect(shownTimeline(teacher).items.find((m) => m.id === 95)?.status).toBe(0);
  });

  it('puts a restored message back in id order, but leaves one older than the loaded pages to its page', () => {
    const member = { ownMemberId: null, isTeacher: false };
    const hidden = roomReducer(liveView(), { type: 'hidden', id: 95, opts: member });
    const restored = roomReducer(hidden, { type: 'restored', msg: message(95) });
    expect(ids(restored)).toEqual(range(81, 100).map((m) => m.id));
    const withOlder = run([{ type: 'latest', rowsNewestFirst: range(81, 100).reverse() }]);
    expect(withOlder.live.hasOlder).toBe(true);
    expect(roomReducer(withOlder, { type: 'restored', msg: message(10) })).toBe(withOlder);
  });
});

describe('acceptsMessage', () => {
  const filter = { liveId: 1, categoryId: 1, teacherIds: [], ownMemberId: 7, isTeacher: false };

  it('takes only its room and category', () => {
    expect(acceptsMessage(filter, message(1))).toBe(true);
    expect(acceptsMessage(filter, testMessage(2, { liveId: 2 }))).toBe(false);
    expect(acceptsMessage(filter, testMessage(3, { liveId: 1, categoryId: 2 }))).toBe(false);
  });

  it('shows hidden messages to teachers only', () => {
    const hidden = testMessage(4, { liveId: 1, status: 0 });
    expect(acceptsMessage(filter, hidden)).toBe(false);
    expect(acceptsMessage({ ...filter, isTeacher: true }, hidden)).toBe(true);
  });

  it('with a teacher filter, takes those teachers and the reader’s own messages', () => {
    const only3 = { ...filter, teacherIds: [3] };
    expect(acceptsMessage(only3, message(5))).toBe(true);
    expect(acceptsMessage(only3, testMessage(6, { liveId: 1, teacher: null, memberId: 7 }))).toBe(true);
    expect(acceptsMessage(only3, testMessage(7, { liveId: 1, teacher: null, memberId: 8 }))).toBe(false);
  });
});
