import type { LiveMessage } from '@app/contract/live';

export type FetchAfter = (afterId: number) => Promise<{ rows: LiveMessage[]; hasMore: boolean }>;

/**
 * Every message after lastId, oldest first, without duplicates: asks again from the newest id received
 * until the server says there is no more. A page that brings nothing newer ends the loop, so a
 * misbehaving server cannot make it spin.
 */
export async function fillGap(fetchAfter: FetchAfter, lastId: number): Promise<LiveMessage[]> {
  const byId = new Map<number, LiveMessage>();
  let afterId = lastId;
  for (;;) {
    const { rows, hasMore } = await fetchAfter(afterId);
    let newest = afterId;
    for (const m of rows) {
      if (m.id <= lastId) continue;
      byId.set(m.id, m);
      if (m.id > newest) newest = m.id;
    }
    if (!hasMore || newest === afterId) break;
    afterId = newest;
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
