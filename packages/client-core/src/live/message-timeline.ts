import type { LiveMessage } from '@app/contract/live';

/**
 * A room's loaded messages for one category, ordered by id ascending, deduplicated by id.
 * oldestId/newestId are the bounds of what has been loaded (the cursors for the older page and the gap
 * fill); they do not shrink when a message is hidden, so a later page or gap fill neither repeats nor skips.
 */
export interface Timeline {
  items: LiveMessage[];
  oldestId: number | null;
  newestId: number | null;
  hasOlder: boolean;
}

export interface HideOptions {
  ownMemberId: number | null;
  isTeacher: boolean;
}

export function emptyTimeline(): Timeline {
  return { items: [], oldestId: null, newestId: null, hasOlder: false };
}

/** Merges rows into sorted, unique items; a row replaces a loaded message with the same id (fresher copy). */
function merge(items: readonly LiveMessage[], rows: readonly LiveMessage[]): LiveMessage[] {
  const byId = new Map<number, LiveMessage>();
  for (const m of items) byId.set(m.id, m);
  for (const m of rows) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function minId(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

function maxId(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

function bounds(rows: readonly LiveMessage[]): { oldest: number | null; newest: number | null } {
  let oldest: number | null = null;
  let newest: number | null = null;
  for (const m of rows) {
    oldest = minId(oldest, m.id);
    newest = maxId(newest, m.id);
  }
  return { oldest, newest };
}

/**
 * Initial load (page 1, rows newest first). Messages that the socket delivered before the page arrived
 * are kept when newer than the page; anything older than the page is dropped, since between it and the
 * page there may be a hole.
 */
export function withLatestPage(t: Timeline, rowsNewestFirst: LiveMessage[], pageSize: number): Timeline {
  const { oldest, newest } = bounds(rowsNewestFirst);
  const keep = oldest === null ? t.items : t.items.filter((m) => m.id > oldest);
  const items = merge(keep, rowsNewestFirst);
  const kept = bounds(keep);
  return {
    items,
    oldestId: oldest ?? kept.oldest,
    newestId: maxId(newest, kept.newest),
    hasOlder: rowsNewestFirst.length >= pageSize,
  };
}

/** Prepends the page before oldestId (rows newest first); a short page means there is nothing older. */
export function withOlderPage(t: Timeline, rowsNewestFirst: LiveMessage[], pageSize: number): Timeline {
  const { oldest, newest } = bounds(rowsNewestFirst);
  return {
    items: merge(t.items, rowsNewestFirst),
    oldestId: minId(t.oldestId, oldest),
    newestId: maxId(t.newestId, newest),
    hasOlder: rowsNewestFirst.length >= pageSize,
  };
}

/**
 * A live `msg`: appended only when newer than the newest loaded message (SPEC §4). An older or repeated
 * id (a duplicate delivery, or a message the gap fill already brought) changes nothing.
 */
export function withIncoming(t: Timeline, msg: LiveMessage): { timeline: Timeline; appended: boolean } {
  if (t.newestId !== null && msg.id <= t.newestId) return { timeline: t, appended: false };
  return {
    timeline: {
      items: merge(t.items, [msg]),
      oldestId: t.oldestId ?? msg.id,
      newestId: msg.id,
      hasOlder: t.hasOlder,
    },
    appended: true,
  };
}

/** Messages missed while disconnected (oldest first): merged in id order, no duplicates. */
export function withGapFill(t: Timeline, rowsOldestFirst: LiveMessage[]): Timeline {
  if (rowsOldestFirst.length === 0) return t;
  const { oldest, newest } = bounds(rowsOldestFirst);
  return {
    items: merge(t.items, rowsOldestFirst),
    oldestId: t.oldestId ?? oldest,
    newestId: maxId(t.newestId, newest),
    hasOlder: t.hasOlder,
  };
}

/**
 * A `close` event (status 0). Members remove another member's message but keep their own (SPEC §4);
 * teachers keep it marked hidden so they can restore it.
 */
export function withHidden(t: Timeline, id: number, opts: HideOptions): Timeline {
  const target = t.items.find((m) => m.id === id);
  if (!target) return t;
  if (opts.isTeacher) {
    if (target.status === 0) return t;
    return { ...t, items: t.items.map((m) => (m.id === id ? { ...m, status: 0 } : m)) };
  }
  if (opts.ownMemberId !== null && target.memberId === opts.ownMemberId) return t;
  return { ...t, items: t.items.filter((m) => m.id !== id) };
}

/**
 * An `open` event (status 1): updates the loaded copy, or inserts it in id order. A message older than
 * everything loaded while older pages remain is left for that page, so the older-page cursor stays exact.
 */
export function withRestored(t: Timeline, msg: LiveMessage): Timeline {
  const loaded = t.items.some((m) => m.id === msg.id);
  if (!loaded && t.hasOlder && t.oldestId !== null && msg.id < t.oldestId) return t;
  return {
    items: merge(t.items, [msg]),
    oldestId: minId(t.oldestId, msg.id),
    newestId: t.newestId ?? msg.id,
    hasOlder: t.hasOlder,
  };
}

/**
 * A search hit's neighbourhood (rows oldest first). Older pages can be loaded before it; newer messages
 * exist past newestId too, so a caller that keeps following the room from here fills the gap first.
 */
export function withAround(rowsOldestFirst: LiveMessage[]): Timeline {
  const { oldest, newest } = bounds(rowsOldestFirst);
  return { items: merge([], rowsOldestFirst), oldestId: oldest, newestId: newest, hasOlder: true };
}
