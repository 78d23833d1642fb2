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
      return appended ? withShown(view, timeline, false) : view;
    }
    case 'gap':
      if (view.status !== 'ready' || action.rowsOldestFirst.length === 0) return view;
      return withShown(view, withGapFill(view.live, action.rowsOldestFirst), false);
    case 'newer': {
      if (!view.around) return view;
      const around = withGapFill(view.around, action.rowsOldestFirst);
      if (action.hasMore) return withShown(view, around, true);
      // Caught up with the present: the neighbourhood joins the live timeline and stays on screen.
      const live = withGapFill(around, view.live.items);
      return {
        ...view,
        around: null,
        live,
        firstItemIndex: view.firstItemIndex - indexShift(view.around.items, live.items),
      };
    }
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
      };
    case 'backToLatest':
      return view.around
        ? { ...view, around: null, firstItemIndex: FIRST_ITEM_INDEX, generation: view.generation + 1 }
        : view;
    case 'unhighlight':
      return view.highlightId === null ? view : { ...view, highlightId: null };
  }
}
