import type { LiveMessage } from '@app/contract/live';
import { LIVE_MESSAGE_PAGE_SIZE } from '@app/contract/limits';
import { describe, expect, it } from 'vitest';
import {
  emptyTimeline,
  withAround,
  withGapFill,
  withHidden,
  withIncoming,
  withLatestPage,
  withOlderPage,
  withRestored,
  type Timeline,
} from './message-timeline';
import { testMessage } from './test-message';

const PAGE = LIVE_MESSAGE_PAGE_SIZE;
const OWN = 42;

const msg = testMessage;

function comment(id: number, memberId: number): LiveMessage {
  return msg(id, {
    memberId,
    member: { id: memberId, name: null, nickname: `会员${memberId}`, avatar: null },
    teacher: null,
  });
}

/** ids from..to inclusive, newest first, as the list endpoint returns them. */
function newestFirst(from: number, to: number): LiveMessage[] {
  const rows: LiveMessage[] = [];
  for (let id = to; id >= from; id--) rows.push(msg(id));
  return rows;
}

function oldestFirst(from: number, to: number): LiveMessage[] {
  return newestFirst(from, to).reverse();
}

const ids = (t: Timeline): number[] => t.items.map((m) => m.id);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('message timeline: pages', () => {
  it('starts empty', () => {
    expect(emptyTimeline()).toEqual({ items: [], oldestId: null, newestId: null, hasOlder: false });
  });

  it('shows the latest page oldest to newest, with its cursors', () => {
    const t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    expect(ids(t)).toEqual(range(81, 100));
    expect(t.oldestId).toBe(81);
    expect(t.newestId).toBe(100);
    expect(t.hasOlder).toBe(true);
  });

  it('a short latest page means there is nothing older', () => {
    const t = withLatestPage(emptyTimeline(), newestFirst(1, 5), PAGE);
    expect(ids(t)).toEqual([1, 2, 3, 4, 5]);
    expect(t.hasOlder).toBe(false);
    expect(withLatestPage(emptyTimeline(), [], PAGE)).toEqual(emptyTimeline());
  });

  it('keeps messages the socket delivered before the first page arrived, without duplicates', () => {
    let t = emptyTimeline();
    t = withIncoming(t, msg(100)).timeline;
    t = withIncoming(t, msg(101)).timeline;
    t = withLatestPage(t, newestFirst(81, 100), PAGE);
    expect(ids(t)).toEqual(range(81, 101));
    expect(t.newestId).toBe(101);
    expect(t.oldestId).toBe(81);
  });

  it('prepends older pages keeping the order and dropping duplicates', () => {
    let t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    // The older page overlaps by one (81) and arrives newest first.
    t = withOlderPage(t, newestFirst(61, 81), PAGE);
    expect(ids(t)).toEqual(range(61, 100));
    expect(t.oldestId).toBe(61);
    expect(t.hasOlder).toBe(true);
    t = withOlderPage(t, newestFirst(50, 60), PAGE);
    expect(ids(t)).toEqual(range(50, 100));
    expect(t.hasOlder).toBe(false);
    expect(t.newestId).toBe(100);
  });

  it('deduplicates rows repeated inside one page', () => {
    const t = withLatestPage(emptyTimeline(), [msg(3), msg(2), msg(3), msg(1)], PAGE);
    expect(ids(t)).toEqual([1, 2, 3]);
  });
});

describe('message timeline: live messages', () => {
  it('appends a newer message and reports it', () => {
    const t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    const r = withIncoming(t, msg(101));
    expect(r.appended).toBe(true);
    expect(ids(r.timeline).at(-1)).toBe(101);
    expect(r.timeline.newestId).toBe(101);
    expect(ids(t).at(-1)).toBe(100); // the input is not mutated
  });

  it('does not append a message older than (or equal to) the newest shown', () => {
    const t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    for (const id of [100, 99, 50]) {
      const r = withIncoming(t, msg(id, { content: 'changed' }));
      expect(r.appended).toBe(false);
      expect(r.timeline).toBe(t);
    }
  });

  it('appends to an empty timeline', () => {
    const r = withIncoming(emptyTimeline(), msg(7));
    expect(r.appended).toBe(true);
    expect(r.timeline).toMatchObject({ oldestId: 7, newestId: 7, hasOlder: false });
  });
});

describe('message timeline: gap fill', () => {
  it('merges missed messages that overlap what is shown: 0 duplicates, 0 missing', () => {
    let t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    // Some live messages arrived before the drop, then the gap fill repeats a few of them.
    t = withIncoming(t, msg(101)).timeline;
    t = withIncoming(t, msg(102)).timeline;
    t = withGapFill(t, oldestFirst(99, 140));
    expect(ids(t)).toEqual(range(81, 140));
    expect(new Set(ids(t)).size).toBe(t.items.length);
    expect(t.newestId).toBe(140);
    // A live message repeated after the gap fill is not appended twice.
    expect(withIncoming(t, msg(140)).appended).toBe(false);
    expect(withIncoming(t, msg(141)).appended).toBe(true);
  });

  it('an empty gap fill changes nothing', () => {
    const t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    expect(withGapFill(t, [])).toBe(t);
  });
});

describe('message timeline: hide and restore', () => {
  const base = (): Timeline =>
    withLatestPage(emptyTimeline(), [comment(5, 9), comment(4, OWN), msg(3), comment(2, 9), msg(1)], PAGE);

  it("a member's screen drops another member's hidden comment", () => {
    const t = withHidden(base(), 5, { ownMemberId: OWN, isTeacher: false });
    expect(ids(t)).toEqual([1, 2, 3, 4]);
    // Cursors keep the loaded range, so the next live message or gap fill neither repeats nor skips.
    expect(t.newestId).toBe(5);
  });

  it('a member keeps their own hidden comment', () => {
    const t = base();
    expect(withHidden(t, 4, { ownMemberId: OWN, isTeacher: false })).toBe(t);
  });

  it('a visitor (no member id) drops it too', () => {
    expect(ids(withHidden(base(), 4, { ownMemberId: null, isTeacher: false }))).toEqual([1, 2, 3, 5]);
  });

  it('a teacher keeps the hidden comment, marked status 0', () => {
    const t = withHidden(base(), 2, { ownMemberId: null, isTeacher: true });
    expect(ids(t)).toEqual([1, 2, 3, 4, 5]);
    expect(t.items.find((m) => m.id === 2)?.status).toBe(0);
    expect(t.items.filter((m) => m.status === 0)).toHaveLength(1);
  });

  it('hiding an id that is not loaded changes nothing', () => {
    const t = base();
    expect(withHidden(t, 99, { ownMemberId: OWN, isTeacher: false })).toBe(t);
  });

  it('a restored message is inserted in id order for members', () => {
    let t = withHidden(base(), 2, { ownMemberId: OWN, isTeacher: false });
    expect(ids(t)).toEqual([1, 3, 4, 5]);
    t = withRestored(t, comment(2, 9));
    expect(ids(t)).toEqual([1, 2, 3, 4, 5]);
    expect(t.items[1]).toEqual(comment(2, 9));
  });

  it('a restored message updates the teacher’s greyed copy back to status 1', () => {
    let t = withHidden(base(), 2, { ownMemberId: null, isTeacher: true });
    t = withRestored(t, comment(2, 9));
    expect(ids(t)).toEqual([1, 2, 3, 4, 5]);
    expect(t.items.every((m) => m.status === 1)).toBe(true);
  });

  it('a restored message older than the loaded range waits for its older page', () => {
    const t = withLatestPage(emptyTimeline(), newestFirst(81, 100), PAGE);
    expect(withRestored(t, comment(50, 9))).toBe(t);
    const all = withLatestPage(emptyTimeline(), newestFirst(81, 85), PAGE);
    expect(ids(withRestored(all, comment(50, 9)))[0]).toBe(50);
  });
});

describe('message timeline: around a search hit', () => {
  it('shows the neighbourhood in order with older pages available', () => {
    const t = withAround([msg(12), msg(10), msg(11), msg(10)]);
    expect(ids(t)).toEqual([10, 11, 12]);
    expect(t).toMatchObject({ oldestId: 10, newestId: 12, hasOlder: true });
    expect(ids(withOlderPage(t, newestFirst(1, 9), PAGE))).toEqual(range(1, 12));
  });
});
