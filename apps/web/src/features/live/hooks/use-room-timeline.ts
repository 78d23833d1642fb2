import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { fillGap } from '@app/client-core/live/fill-gap';
import { shouldLoadOlder } from '@app/client-core/live/scroll';
import type { LiveMessage } from '@app/contract/live';
import { getLiveMessages } from '../api/get-live-messages';
import { getLiveMessagesAfter } from '../api/get-live-messages-after';
import { getLiveMessagesAround } from '../api/get-live-messages-around';
import {
  acceptsMessage,
  initialRoomView,
  roomReducer,
  shownTimeline,
  type FeedFilter,
  type RoomView,
} from '@app/client-core/live/room-feed';

/** How long a search hit stays highlighted, counted from when it is first on screen. */
export const HIGHLIGHT_MS = 2500;

export interface TimelineFilter extends FeedFilter {
  /** The text room's messages ('word', the default) or the video room's comments ('video'). */
  liveTypeCode?: 'word' | 'video';
}

export interface RoomTimeline {
  view: RoomView;
  reload(): void;
  loadOlder(): Promise<void>;
  loadNewer(): Promise<void>;
  /** After a (re)connect: fetch every message after the newest one shown (SPEC §4, gap fill). */
  fillGap(): Promise<void>;
  incoming(msg: LiveMessage): void;
  hidden(id: number): void;
  restored(msg: LiveMessage): void;
  showAround(id: number): Promise<void>;
  /** The list reports the highlighted message on screen: its highlight time starts. */
  highlightSeen(id: number): void;
  backToLatest(): void;
}

/**
 * The room's message list for one category and teacher filter: first page, older pages by cursor,
 * live messages, gap fill after reconnects, hide/restore, and a search hit's neighbourhood.
 */
export function useRoomTimeline(filter: TimelineFilter): RoomTimeline {
  const [view, dispatch] = useReducer(roomReducer, undefined, initialRoomView);
  const viewRef = useRef(view);
  const filterRef = useRef(filter);
  // Event handlers (socket, scroll) read the committed state; they never run during a render.
  useLayoutEffect(() => {
    viewRef.current = view;
    filterRef.current = filter;
  });
  const busy = useRef({ older: false, newer: false, gap: false });
  const gapAfterLoad = useRef(false);
  const teacherKey = filter.teacherIds.join(',');
  const { liveId, categoryId, liveTypeCode } = filter;

  const [reloads, bumpReload] = useReducer((n: number) => n + 1, 0);

  const runGapFill = useCallback(async () => {
    const current = viewRef.current;
    if (current.status !== 'ready') {
      gapAfterLoad.current = true;
      return;
    }
    const newest = current.live.newestId;
    if (newest === null || busy.current.gap) return;
    busy.current.gap = true;
    const f = filterRef.current;
    try {
      const rows = await fillGap(
        (afterId) => getLiveMessagesAfter({ liveId: f.liveId, categoryId: f.categoryId, afterId }),
        newest,
      );
      if (!sameFilter(filterRef.current, f)) return;
      dispatch({ type: 'gap', rowsOldestFirst: rows.filter((m) => acceptsMessage(f, m)) });
    } catch {
      // the next reconnect tries again; the socket keeps delivering new messages meanwhile
    } finally {
      busy.current.gap = false;
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'reset' });
    busy.current = { older: false, newer: false, gap: false };
    const teacherIds = teacherKey ? teacherKey.split(',').map(Number) : [];
    getLiveMessages({ liveId, categoryId, teacherIds, liveTypeCode }, controller.signal).then(
      (rows) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'latest', rowsNewestFirst: rows });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [liveId, categoryId, teacherKey, liveTypeCode, reloads]);

  // The socket (re)opened while the first page was loading: fill the gap once the page is shown.
  useEffect(() => {
    if (view.status === 'ready' && gapAfterLoad.current) {
      gapAfterLoad.current = false;
      void runGapFill();
    }
  }, [view.status, view.generation, runGapFill]);

  // The highlight runs from the moment the hit is on screen, however long loading and scrolling took.
  useEffect(() => {
    if (view.highlightId === null || !view.highlightSeen) return;
    const timer = window.setTimeout(() => dispatch({ type: 'unhighlight' }), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [view.highlightId, view.highlightSeen]);

  const loadOlder = useCallback(async () => {
    const current = viewRef.current;
    const shown = shownTimeline(current);
    if (current.status !== 'ready' || !shown.hasOlder || shown.oldestId === null) return;
    if (!shouldLoadOlder(0, shown.items.length) || busy.current.older) return;
    busy.current.older = true;
    const f = filterRef.current;
    try {
      const rows = await getLiveMessages({
        liveId: f.liveId,
        categoryId: f.categoryId,
        teacherIds: f.teacherIds,
        liveTypeCode: f.liveTypeCode,
        beforeId: shown.oldestId,
      });
      if (sameFilter(filterRef.current, f)) dispatch({ type: 'older', rowsNewestFirst: rows });
    } finally {
      busy.current.older = false;
    }
  }, []);

  const loadNewer = useCallback(async () => {
    const around = viewRef.current.around;
    if (!around || around.newestId === null || busy.current.newer) return;
    busy.current.newer = true;
    const f = filterRef.current;
    try {
      const page = await getLiveMessagesAfter({
        liveId: f.liveId,
        categoryId: f.categoryId,
        afterId: around.newestId,
      });
      if (sameFilter(filterRef.current, f))
        dispatch({
          type: 'newer',
          rowsOldestFirst: page.rows.filter((m) => acceptsMessage(f, m)),
          hasMore: page.hasMore,
        });
    } finally {
      busy.current.newer = false;
    }
  }, []);

  const showAround = useCallback(async (id: number) => {
    const f = filterRef.current;
    const rows = await getLiveMessagesAround({ liveId: f.liveId, categoryId: f.categoryId, id });
    dispatch({ type: 'around', rowsOldestFirst: rows, id });
  }, []);

  return {
    view,
    reload: bumpReload,
    loadOlder,
    loadNewer,
    fillGap: runGapFill,
    incoming: useCallback((msg: LiveMessage) => {
      if (acceptsMessage(filterRef.current, msg)) dispatch({ type: 'incoming', msg });
    }, []),
    hidden: useCallback((id: number) => {
      const f = filterRef.current;
      dispatch({ type: 'hidden', id, opts: { ownMemberId: f.ownMemberId, isTeacher: f.isTeacher } });
    }, []),
    restored: useCallback((msg: LiveMessage) => {
      if (acceptsMessage(filterRef.current, msg)) dispatch({ type: 'restored', msg });
    }, []),
    showAround,
    highlightSeen: useCallback((id: number) => dispatch({ type: 'highlightSeen', id }), []),
    backToLatest: useCallback(() => dispatch({ type: 'backToLatest' }), []),
  };
}

function sameFilter(a: TimelineFilter, b: TimelineFilter): boolean {
  return (
    a.liveId === b.liveId && a.categoryId === b.categoryId && a.teacherIds.join() === b.teacherIds.join()
  );
}
