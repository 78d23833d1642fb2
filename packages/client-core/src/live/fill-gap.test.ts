import type { LiveMessage } from '@app/contract/live';
import { describe, expect, it, vi } from 'vitest';
import { fillGap, type FetchAfter } from './fill-gap';
import { testMessage } from './test-message';

const msg = (id: number): LiveMessage => testMessage(id, { content: `<p>${id}</p>` });

/** A server holding messages 1..total that answers /list/after pages of at most `limit`, oldest first. */
function server(total: number, limit: number) {
  return vi.fn(async (afterId: number) => {
    const rows: LiveMessage[] = [];
    for (let id = afterId + 1; id <= total && rows.length < limit; id++) rows.push(msg(id));
    return { rows, hasMore: rows.length > 0 && rows[rows.length - 1]!.id < total };
  });
}

describe('fillGap', () => {
  it('pages until hasMore is false and returns every missed message once, oldest first', async () => {
    const fetchAfter = server(530, 200);
    const rows = await fillGap(fetchAfter, 100);
    expect(rows.map((m) => m.id)).toEqual(Array.from({ length: 430 }, (_, i) => 101 + i));
    expect(fetchAfter.mock.calls.map((c) => c[0])).toEqual([100, 300, 500]);
  });

  it('returns nothing when nothing was missed', async () => {
    const fetchAfter = server(100, 200);
    expect(await fillGap(fetchAfter, 100)).toEqual([]);
    expect(fetchAfter).toHaveBeenCalledTimes(1);
  });

  it('drops duplicates and rows not after lastId, and sorts', async () => {
    const pages = [
      { rows: [msg(11), msg(12), msg(10), msg(12)], hasMore: true },
      { rows: [msg(12), msg(14), msg(13)], hasMore: false },
    ];
    const fetchAfter = vi.fn<FetchAfter>(async () => pages.shift() ?? { rows: [], hasMore: false });
    const rows = await fillGap(fetchAfter, 10);
    expect(rows.map((m) => m.id)).toEqual([11, 12, 13, 14]);
    expect(fetchAfter.mock.calls.map((c) => c[0])).toEqual([10, 12]);
  });

  it('stops when a page claims more but brings nothing newer', async () => {
    const fetchAfter = vi.fn<FetchAfter>(async () => ({ rows: [msg(5)], hasMore: true }));
    expect((await fillGap(fetchAfter, 5)).map((m) => m.id)).toEqual([]);
    expect(fetchAfter).toHaveBeenCalledTimes(1);
  });

  it('passes a failed request on to the caller', async () => {
    const fetchAfter = vi.fn<FetchAfter>(async () => {
      throw new Error('网络连接异常');
    });
    await expect(fillGap(fetchAfter, 1)).rejects.toThrow('网络连接异常');
  });
});
