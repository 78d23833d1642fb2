/**
 * The one room feed both live rooms use (the text room's messages and the video room's comments): what
 * is loaded and shown, and how pages, socket messages, gap fills, hide/restore and search hits change it.
 * Pure: the React hook (use-room-timeline) feeds it the calls' answers and the socket's events.
 */
import {
  emptyTimeline,
  withAround,
  withGapFill,
  withHidden,
  withIncoming,
  withLatestPage,
  withOlderPage,
  withRestored,
  type HideOptions,
  type Timeline,
} from '@app/client-core/live/message-timeline';
import { LIVE_MESSAGE_PAGE_SIZE } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';

/** Which messages a feed shows: one room and category, optionally only some teachers (and oneself). */
export interface FeedFilter {
  liveId: number;
  categoryId: number;
  teacherIds: readonly number[];
  ownMemberId: number | null;
  isTeacher: boolean;
}

/** Whether a message pushed by the socket (or brought by a gap fill) belongs in the feed. */
export function acceptsMessage(filter: FeedFilter, msg: LiveMessage): boolean {
  if (msg.liveId !== filter.liveId || msg.categoryId !== filter.categoryId) return false;
  if (msg.status === 0 && !filter.isTeacher) return false;
  if (filter.teacherIds.length === 0) return true;
  if (filter.ownMemberId !== null && msg.memberId === filter.ownMemberId) return true;
  return msg.teacher !== null && filter.teacherIds.includes(msg.teacher.id);
}

/** Virtuoso counts item indexes from here; prepending N older messages lowers it by N. */
export const FIRST_ITEM_INDEX = 1_000_000_000;

export interface RoomView {
  status: 'loading' | 'ready' | 'error';
  /** The live timeline the socket keeps current. */
  live: Timeline;
  /** A search hit's neighbourhood, shown instead of the live timeline until "back to latest". */
  around: Timeline | null;
  /** Messages that arrived while the first page was loading. */
  early: LiveMessage[];
  firstItemIndex: number;
  /** Changes whenever the list shows other content (a new filter, a search hit): the list remounts. */
  generation: number;
  highlightId: number | null;
  /** The highlighted message has been on screen: its highlight time runs from then, not from the jump. */
  highlightSeen: boolean;
}

export type RoomAction =
  | { type: 'reset' }
  | { type: 'failed' }
  | { type: 'latest'; rowsNewestFirst: LiveMessage[] }
  | { type: 'older'; rowsNewestFirst: LiveMessage[] }
  | { type: 'incoming'; msg: LiveMessage }
  | { type: 'gap'; rowsOldestFirst: LiveMessage[] }
  | { type: 'newer'; rowsOldestFirst: LiveMessage[]; hasMore: boolean }
  | { type: 'hidden'; id: number; opts: HideOptions }
  | { type: 'restored'; msg: LiveMessage }
  | { type: 'around'; rowsOldestFirst: LiveMessage[]; id: number }
  | { type: 'backToLatest' }
  | { type: 'highlightSeen'; id: number }
  | { type: 'unhighlight' };

export function initialRoomView(): RoomView {
  return {
    status: 'loading',
    live: emptyTimeline(),
    around: null,
    early: [],
    firstItemIndex: FIRST_ITEM_INDEX,
    generation: 0,
    highlightId: null,
    highlightSeen: false,
  };
}

export const shownTimeline = (view: RoomView): Timeline => view.around ?? view.live;

/**
 * How far the first index moves when the shown items change: the first surviving old item keeps its
 * virtual index, so prepending (older pages, a restored old comment) or removing at the top never
 * moves what the reader is looking at.
 */
function indexShift(before: readonly LiveMessage[], after: readonly LiveMessage[]): number {
  if (before.length === 0 || after.length === 0) return 0;
  const position = new Map(after.map((m, i) => [m.id, i]));
  for (let i = 0; i < before.length; i += 1) {
    const found = position.get(before[i]!.id);
    if (found !== undefined) return found - i;
  }
  return 0;
}

function withShown(view: RoomView, next: Timeline, isAround: boolean): RoomView {
  const shown = shownTimeline(view);
  const shift = isAround === (view.around !== null) ? indexShift(shown.items, next.items) : 0;
  return {
    ...view,
    ...(isAround ? { around: next } : { live: next }),
    firstItemIndex: view.firstItemIndex - shift,
  };
}

/**
 * Whether the search hit's neighbourhood reaches the newest message the live timeline had loaded: then
 * whatever the live timeline gains next (socket messages, a gap fill) continues the neighbourhood too.
 */
function aroundCaughtUp(view: RoomView): boolean {
  const { around, live } = view;
  if (!around || around.newestId === null) return false;
  return live.newestId === null || around.newestId >= live.newestId;
}

/** New live messages (oldest first) that a caught-up neighbourhood shows as well. */
function withLiveTail(view: RoomView, before: RoomView, rowsOldestFirst: LiveMessage[]): RoomView {
  if (!view.around || !aroundCaughtUp(before) || rowsOldestFirst.length === 0) return view;
  return withShown(view, withGapFill(view.around, rowsOldestFirst), true);
}

/** A restored message older than the oldest loaded one belongs to a page not loaded yet. */
function restorable(t: Timeline, msg: LiveMessage): boolean {
  return !t.hasOlder || t.oldestId === null || msg.id > t.oldestId;
}

export function roomReducer(view: RoomView, action: RoomAction): RoomView {
  switch (action.type) {
    case 'reset':
      return { ...initialRoomView(), generation: view.generation + 1 };
    case 'failed':
      return { ...view, status: 'error' };
    case 'latest': {
      let live = withLatestPage(emptyTimeline(), action.rowsNewestFirst, LIVE_MESSAGE_PAGE_SIZE);
      if (view.early.length > 0)
        live = withGapFill(
          live,
          [...view.early].sort((a, b) => a.id - b.id),
        );
      // A search hit opened while the first page was loading stays on screen, untouched.
      if (view.around) return { ...view, status: 'ready', live, early: [] };
      return {
        ...view,
        status: 'ready',
        live,
        early: [],
        firstItemIndex: FIRST_ITEM_INDEX,
        generation: view.generation + 1,
      };
    }
    case 'older': {
      const shown = shownTimeline(view);
      return withShown(
        view,
        withOlderPage(shown, action.rowsNewestFirst, LIVE_MESSAGE_PAGE_SIZE),
        view.around !== null,
      );
    }
    case 'incoming': {
      if (view.status === 'loading') return { ...view, early: [...view.early, action.msg] };
      const { timeline, appended } = withIncoming(view.live, action.msg);
      if (!appended) return view;
      return withLiveTail(withShown(view, timeline, false), view, [action.msg]);
    }
    case 'gap': {
      if (view.status !== 'ready' || action.rowsOldestFirst.length === 0) return view;
      const fresh = action.rowsOldestFirst.filter(
        (m) => view.live.newestId === null || m.id > view.live.newestId,
      );
      return withLiveTail(
        withShown(view, withGapFill(view.live, action.rowsOldestFirst), false),
        view,
        fresh,
      );
    }
    case 'newer':
      // Only appends: the neighbourhood stays on screen (and its list mounted) until "back to latest". Once
      // it has caught up with the present, new live messages are appended to it as well (withLiveTail).
      if (!view.around || action.rowsOldestFirst.length === 0) return view;
      return withShown(view, withGapFill(view.around, action.rowsOldestFirst), true);
    case 'hidden': {
      let next = withShown(view, withHidden(view.live, action.id, action.opts), false);
      if (next.around) next = withShown(next, withHidden(next.around, action.id, action.opts), true);
      return next;
    }
    case 'restored': {
      let next = view;
      if (restorable(view.live, action.msg))
        next = withShown(next, withRestored(next.live, action.msg), false);
      if (next.around && restorable(next.around, action.msg))
        next = withShown(next, withRestored(next.around, action.msg), true);
      return next;
    }
    case 'around':
      return {
        ...view,
        around: withAround(action.rowsOldestFirst),
        firstItemIndex: FIRST_ITEM_INDEX,
        generation: view.generation + 1,
        highlightId: action.id,
        highlightSeen: false,
      };
    case 'backToLatest':
      return view.around
        ? {
            ...view,
            around: null,
            firstItemIndex: FIRST_ITEM_INDEX,
            generation: view.generation + 1,
            highlightId: null,
            highlightSeen: false,
          }
        : view;
    case 'highlightSeen':
      return view.highlightId !== action.id || view.highlightSeen ? view : { ...view, highlightSeen: true };
    case 'unhighlight':
      return view.highlightId === null ? view : { ...view, highlightId: null, highlightSeen: false };
  }
}
