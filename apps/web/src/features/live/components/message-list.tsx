import { memo, useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useTranslation } from 'react-i18next';
import { shouldAutoScroll } from '@app/client-core/live/scroll';
import type { Timeline } from '@app/client-core/live/message-timeline';
import {
  LIVE_LOAD_OLDER_MIN_MESSAGES,
  LIVE_MESSAGE_ESTIMATED_HEIGHT_PX,
  LIVE_VIRTUAL_LIST_OVERSCAN_PX,
} from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { MessageItem, type MessageActions } from './message-item';
import styles from './room.module.css';

/** How close to the bottom still counts as "at the bottom" for the back-to-bottom button. */
const AT_BOTTOM_PX = 48;

export interface MessageListHandle {
  scrollToBottom(): void;
}

interface ListContext {
  hasOlder: boolean;
  count: number;
}

interface MessageListProps extends MessageActions {
  timeline: Timeline;
  firstItemIndex: number;
  /**
   * Showing a search hit's neighbourhood: newer pages load at the end, and new messages (once it has
   * caught up) are appended without scrolling the reader away from the hit.
   */
  aroundMode: boolean;
  highlightId: number | null;
  /** The highlighted message is on screen (its highlight time starts then). */
  onHighlightSeen?: (id: number) => void;
  viewerIsTeacher: boolean;
  selecting: boolean;
  selectedIds: ReadonlySet<number>;
  onLoadOlder: () => void;
  onLoadNewer: () => void;
  /** Once, when the first messages are on the page at their place (the room then shows itself, decision 051). */
  onDrawn?: () => void;
  handleRef?: Ref<MessageListHandle>;
}

function ListHeader({ context }: { context?: ListContext }) {
  const { t } = useTranslation();
  if (!context || context.count < LIVE_LOAD_OLDER_MIN_MESSAGES) return <div className={styles.listEdge} />;
  return (
    <div className={styles.listEdge} aria-live="polite">
      {context.hasOlder ? t('live.loadingOlder') : t('live.noOlder')}
    </div>
  );
}

const components = { Header: ListHeader };
/** Input that only a person scrolling produces (programmatic scrolls fire none of these). */
const READER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
const itemKey = (_: number, msg: LiveMessage) => msg.id;
/** How long the list waits for Virtuoso to show its items before it counts as drawn anyway (~1 s). */
const ITEMS_SHOWN_MAX_FRAMES = 60;

/** Whether Virtuoso shows its items: it hides their list until it has reached the item the list opens at. */
function itemsShown(scroller: HTMLElement | null): boolean {
  const list = scroller?.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]');
  return !list || list.style.visibility !== 'hidden';
}

/**
 * The room's messages, virtualized (a room may hold 10,000 loaded messages). Older pages are
 * prepended through firstItemIndex so the reader's position holds; new messages are followed only
 * within SCROLL_AUTO_THRESHOLD_PX of the bottom, otherwise a "new messages" button counts them.
 */
function MessageListView({
  timeline,
  firstItemIndex,
  aroundMode,
  highlightId,
  onHighlightSeen,
  viewerIsTeacher,
  selecting,
  selectedIds,
  onLoadOlder,
  onLoadNewer,
  onQuote,
  onStatus,
  onToggleSelect,
  onDrawn,
  handleRef,
}: MessageListProps) {
  const { t } = useTranslation();
  const virtuoso = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const items = timeline.items;
  const newestId = timeline.newestId;
  const previousNewest = useRef(newestId);
  // Virtuoso reports the top as reached while it mounts, before a jump to a search hit has landed;
  // older pages load only once the reader has scrolled themselves (SPEC §4: at the top, ≥ 20 messages).
  const readerScrolled = useRef(false);
  const markReaderScrolled = useCallback(() => {
    readerScrolled.current = true;
  }, []);
  const onStartReached = useCallback(() => {
    if (readerScrolled.current && items.length >= LIVE_LOAD_OLDER_MIN_MESSAGES) onLoadOlder();
  }, [items.length, onLoadOlder]);

  const distanceFromBottom = () => {
    const el = scroller.current;
    return el ? el.scrollHeight - el.scrollTop - el.clientHeight : 0;
  };

  // Virtuoso draws its first items, then measures them and settles at the bottom before the next frame.
  // That first draw is of what is on screen only: the overscan (drawn ahead for smooth scrolling) doubles
  // the work of the room's busiest moment, and follows in a task of its own once the room shows.
  // The list is drawn once its items show: Virtuoso keeps them hidden until it has scrolled to where the
  // list opens, and a room that showed itself before then made the first screen's messages vanish for a
  // few frames (0.1-0.4 s on a phone).
  const drawn = useRef(false);
  const [overscan, setOverscan] = useState(0);
  const onItemsRendered = useCallback(
    (rendered: readonly unknown[]) => {
      if (drawn.current || rendered.length === 0) return;
      drawn.current = true;
      let frames = 0;
      const whenShown = () => {
        if (!itemsShown(scroller.current) && ++frames < ITEMS_SHOWN_MAX_FRAMES) {
          requestAnimationFrame(whenShown);
          return;
        }
        onDrawn?.();
        setTimeout(() => setOverscan(LIVE_VIRTUAL_LIST_OVERSCAN_PX));
      };
      requestAnimationFrame(whenShown);
    },
    [onDrawn],
  );

  const scrollToBottom = useCallback(() => {
    setUnseen(0);
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' });
  }, []);
  useImperativeHandle(handleRef, () => ({ scrollToBottom }), [scrollToBottom]);

  // Count messages that arrived while the reader is too far up to be taken down to them.
  useEffect(() => {
    const before = previousNewest.current;
    previousNewest.current = newestId;
    if (aroundMode || before === null || newestId === null || newestId <= before) return;
    if (!selecting && shouldAutoScroll(distanceFromBottom())) return;
    pinned.current = false;
    const index = items.findIndex((m) => m.id === before);
    const added = index < 0 ? 1 : items.length - 1 - index;
    if (added > 0) setUnseen((n) => n + added);
  }, [newestId, items, aroundMode, selecting]);

  const followOutput = useCallback(
    () => (!aroundMode && shouldAutoScroll(distanceFromBottom()) ? ('auto' as const) : false),
    [aroundMode],
  );

  const onAtBottom = useCallback((bottom: boolean) => {
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
  }, []);

  // A reader choosing messages for a screenshot is never taken down to new ones (the button counts them).
  // Only `false` stops Virtuoso: given a function, it also scrolls down whenever its content grows at the
  // bottom.
  const follow = selecting ? false : followOutput;

  // A reader at the newest message stays there when the list grows under them: a picture that loads
  // late, a card that fills in, the boxes shown for choosing. Virtuoso follows such growth only for a
  // moment after new data, so on a slow phone the newest messages slid below the screen. The reader is
  // pinned while their own last scroll left them at the bottom; a message they were not taken down to
  // (they are choosing, or read further up) unpins them, and while choosing, growth is followed only as
  // long as the newest message is the one they started choosing at.
  const pinned = useRef(!aroundMode && highlightId === null);
  const newestWhenChoosing = useRef<number | null>(null);
  newestWhenChoosing.current = selecting ? (newestWhenChoosing.current ?? newestId) : null;
  const newestNow = useRef(newestId);
  newestNow.current = newestId;
  const keepNewestInView = useCallback(() => {
    if (!pinned.current || aroundMode) return;
    if (newestWhenChoosing.current !== null && newestWhenChoosing.current !== newestNow.current) return;
    // Already there (the list settling on first load reports many heights): a scroll would only re-render it.
    if (distanceFromBottom() < 1) return;
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' });
  }, [aroundMode]);
  // Growth can reach the page a moment before the list reports it, so a scroll event may find the reader
  // far from the bottom without their moving: only a move up (or to the bottom) changes the pin. And only
  // the reader's own move up: while the list settles on opening (measuring its items on a slow phone) it
  // moves itself, and that left the room opened short of its newest messages.
  const lastScrollTop = useRef(0);
  const notePosition = useCallback(() => {
    const top = scroller.current?.scrollTop ?? 0;
    if (distanceFromBottom() <= AT_BOTTOM_PX) pinned.current = true;
    else if (top < lastScrollTop.current && readerScrolled.current) pinned.current = false;
    lastScrollTop.current = top;
  }, []);

  // Where the list opens: on the search hit, else at the newest message. Every jump to a hit (and every
  // return to the latest) gives the list a new key, so this is read once per mount; the index counts from
  // the start of the data, not from firstItemIndex. Later changes (pages, the highlight ending) must not
  // move the reader, hence the frozen value.
  const [initial] = useState(() => {
    const hit = highlightId === null ? -1 : items.findIndex((m) => m.id === highlightId);
    return hit >= 0
      ? { index: hit, align: 'center' as const }
      : { index: Math.max(0, items.length - 1), align: 'end' as const };
  });

  return (
    <div className={styles.listWrap}>
      <Virtuoso
        ref={virtuoso}
        className={styles.list}
        data={items}
        context={{ hasOlder: timeline.hasOlder, count: items.length }}
        components={components}
        computeItemKey={itemKey}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={initial}
        increaseViewportBy={overscan}
        defaultItemHeight={LIVE_MESSAGE_ESTIMATED_HEIGHT_PX}
        followOutput={follow}
        totalListHeightChanged={keepNewestInView}
        atBottomThreshold={AT_BOTTOM_PX}
        atBottomStateChange={onAtBottom}
        startReached={onStartReached}
        endReached={aroundMode ? onLoadNewer : undefined}
        itemsRendered={onItemsRendered}
        scrollerRef={(el) => {
          const next = el instanceof HTMLElement ? el : null;
          if (next === scroller.current) return;
          for (const type of READER_SCROLL_EVENTS)
            scroller.current?.removeEventListener(type, markReaderScrolled);
          scroller.current?.removeEventListener('scroll', notePosition);
          for (const type of READER_SCROLL_EVENTS)
            next?.addEventListener(type, markReaderScrolled, { passive: true });
          next?.addEventListener('scroll', notePosition, { passive: true });
          scroller.current = next;
        }}
        itemContent={(_, msg) => (
          <MessageItem
            msg={msg}
            viewerIsTeacher={viewerIsTeacher}
            highlighted={msg.id === highlightId}
            onSeen={msg.id === highlightId ? onHighlightSeen : undefined}
            selecting={selecting}
            selected={selectedIds.has(msg.id)}
            onQuote={onQuote}
            onStatus={onStatus}
            onToggleSelect={onToggleSelect}
          />
        )}
      />
      {unseen > 0 ? (
        <button
          type="button"
          className={styles.newMessages}
          onClick={scrollToBottom}
          data-testid="new-messages-indicator"
        >
          {t('liveMsg.newMessages')}
          <span className={styles.newCount}>{unseen > 99 ? '99+' : unseen}</span>
        </button>
      ) : !atBottom && !aroundMode ? (
        <button
          type="button"
          className={styles.toBottom}
          onClick={scrollToBottom}
          data-testid="back-to-bottom"
          aria-label={t('live.backToBottom')}
        >
          {t('live.backToBottom')}
        </button>
      ) : null}
    </div>
  );
}

/** Memoized: the room re-renders on every figure, connection state or outbox change, the list only on its own. */
export const MessageList = memo(MessageListView);
