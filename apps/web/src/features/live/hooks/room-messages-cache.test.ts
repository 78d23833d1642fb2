import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '@app/contract/live';
import type { RoomMessagesPage } from '../api/get-room-messages';
import {
  newestLoadedId,
  withComment,
  withComments,
  withoutComment,
  type RoomMessagesData,
} from './room-messages-cache';

function message(id: number, memberId: number | null = 7, content = `c${id}`): LiveMessage {
  return {
    id,
    liveId: 3,
    categoryId: 1,
    liveTypeId: 1,
    pic: null,
    content,
    dateTime: '2026-05-01T08:00:00.000Z',
    memberId,
    member: null,
    teacher: null,
    quoteId: null,
    quote: null,
    tplId: 0,
    status: 1,
    isTop: false,
  };
}

const page = (ids: number[], next: number | null = null): RoomMessagesPage => ({
  rows: ids.map((id) => message(id)),
  total: 99,
  next,
});
const data = (...pages: RoomMessagesPage[]): RoomMessagesData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : (pages[i - 1]?.next ?? null))),
});
const ids = (d: RoomMessagesData | undefined) => d?.pages.map((p) => p.rows.map((m) => m.id));

describe('room comments cache', () => {
  it('puts a new comment on top of the first page', () => {
    expect(ids(withComment(data(page([9, 8], 8), page([5, 4])), message(12)))).toEqual([
      [12, 9, 8],
      [5, 4],
    ]);
  });

  it('stores nothing before the first page has arrived', () => {
    expect(withComment(undefined, message(1))).toBeUndefined();
  });

  it('an empty room gets its first comment', () => {
    expect(ids(withComment(data(page([])), message(1)))).toEqual([[1]]);
  });

  it('a repeated delivery replaces the loaded copy instead of adding a second one', () => {
    const before = data(page([9, 8]));
    const after = withComment(before, message(8, 7, 'fresher'));
    expect(ids(after)).toEqual([[9, 8]]);
    expect(after?.pages[0]?.rows[1]?.content).toBe('fresher');
  });

  it('leaves a comment older than everything loaded to the older page when one remains', () => {
    const before = data(page([9, 8], 8));
    expect(withComment(before, message(3))).toBe(before);
    // with nothing older left it belongs at the end
    expect(ids(withComment(data(page([9, 8])), message(3)))).toEqual([[9, 8, 3]]);
  });

  it('a gap fill merges in id order without duplicates', () => {
    expect(ids(withComments(data(page([9, 8])), [message(10), message(9), message(11)]))).toEqual([
      [11, 10, 9, 8],
    ]);
  });

  it('a hidden comment disappears, except for its own author', () => {
    const before = data(page([9, 8], 8), page([5, 4]));
    expect(ids(withoutComment(before, 5, null))).toEqual([[9, 8], [4]]);
    expect(withoutComment(before, 5, 7)).toBe(before);
    // the cursor of a page stays what the server said, however its rows change
    expect(withoutComment(before, 9, null)?.pages[0]?.next).toBe(8);
  });

  it('knows the newest loaded comment', () => {
    expect(newestLoadedId(data(page([]), page([4])))).toBe(4);
    expect(newestLoadedId(data(page([9, 8])))).toBe(9);
    expect(newestLoadedId(undefined)).toBeNull();
  });
});
