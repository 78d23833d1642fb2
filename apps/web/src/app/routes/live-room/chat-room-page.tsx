import '../../../i18n/register-interactive-catalog';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { LiveMsg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { reduceQuoteText } from '@app/contract/quote-text';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { TemplateCardProvider, type TemplateCardRenderer } from '../../../components/template-card-slot';
import { LotteryResultPopup } from '../../../features/interactive/components/room-interactions';
import { RoomAdBanner } from '../../../features/ads/components/room-ad-banner';
import { useRoomAdsPending } from '../../../features/ads/api/get-room-ads';
import { loadSanitizer } from '../../../components/sanitizer';
import { ListSkeleton } from '../../../components/skeleton';
import { TabStrip } from '../../../components/tab-strip';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';
import { useLikeLive } from '../../../features/live/api/like-live';
import { useLiveCategories } from '../../../features/live/api/get-live-categories';
import { useLiveHeats } from '../../../features/live/api/get-live-heats';
import { useLiveRoom } from '../../../features/live/api/get-live-room';
import { useLiveTeachers } from '../../../features/live/api/get-live-teachers';
import { useRiskTip } from '../../../features/live/api/get-risk-tip';
import { useTopMessages } from '../../../features/live/api/get-top-messages';
import { shareLive } from '../../../features/live/api/share-live';
import { authorName } from '@app/contract/author-name';
import { Composer, type ComposerMode, type ComposerQuote } from '../../../features/live/components/composer';
import { MessageList, type MessageListHandle } from '../../../features/live/components/message-list';
import { ReconnectBanner } from '../../../components/reconnect-banner';
import { RiskTipNotice } from '../../../features/live/components/risk-tip-notice';
import { RoomInfoBar } from '../../../features/live/components/room-info-bar';
import { RoomToolbar } from '../../../features/live/components/room-toolbar';
import { ScreenshotBar } from '../../../features/live/components/screenshot-bar';
import { ScreenshotResult } from '../../../features/live/components/screenshot-result';
import { SearchPopup } from '../../../features/live/components/search-popup';
import { TeacherFilterPopup } from '../../../features/live/components/teacher-filter-popup';
import { TopMessages } from '../../../features/live/components/top-messages';
import { ShareSheet } from '../../../features/share/components/share-sheet';
import type { ShareChannel } from '../../../features/share/share-target';
import { shownTimeline } from '@app/client-core/live/room-feed';
import { useLiveViewer } from '../../../features/live/hooks/use-live-viewer';
import { positiveId } from '../../../lib/positive-id';
import { useRevealAppWhen } from '../../../lib/first-screen';
import { useSettled } from '../../../lib/use-settled';
import { useRoomTimeline } from '../../../features/live/hooks/use-room-timeline';
import roomStyles from '../../../features/live/components/room.module.css';
import styles from './chat-room-page.module.css';
import '../../../i18n/register-live-catalog';
import { useMessageStatus } from '../../../features/live/hooks/use-message-status';
import { useRoomConnection } from '../../../features/live/hooks/use-room-connection';
import { useRoomPanels } from '../../../features/live/hooks/use-room-panels';
import { useScreenshotSelection } from '../../../features/live/hooks/use-screenshot-selection';
import { OutboxStrip } from '../../../components/outbox-strip';
import { renderRoomCard, RoomTeacherTools } from './room-cards';

/** The longest the room waits for its bars before drawing without the late ones. */
const BARS_WAIT_MS = 1500;

/** /pages/applets/chat/index?id=: the live text room (SPEC §2); visitors read, members and teachers post. */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const liveId = positiveId(params.get('id'));
  if (liveId === null)
    return (
      <PageShell title={t('live.roomTitle')}>
        <EmptyState title={t('liveMsg.roomNotFound')} />
      </PageShell>
    );
  return (
    <ChatRoom
      key={liveId}
      liveId={liveId}
      initialCategoryId={positiveId(params.get('categoryId')) ?? LIVE_DEFAULT_CATEGORY_ID}
      initialMessageId={positiveId(params.get('messageId'))}
    />
  );
}

interface ChatRoomProps {
  liveId: number;
  initialCategoryId: number;
  /** A chat-record search hit opened from the chatRecords page. */
  initialMessageId: number | null;
}

function ChatRoom({ liveId, initialCategoryId, initialMessageId }: ChatRoomProps) {
  const { t } = useTranslation();
  const viewer = useLiveViewer();
  const room = useLiveRoom(liveId);
  const categories = useLiveCategories();
  const heats = useLiveHeats(liveId);
  const riskTip = useRiskTip();
  const like = useLikeLive(liveId);

  const [chosenCategory, setChosenCategory] = useState(initialCategoryId);
  const categoryRows = categories.data ?? [];
  const categoryId =
    categoryRows.length === 0 || categoryRows.some((c) => c.id === chosenCategory)
      ? chosenCategory
      : categoryRows[0]!.id;
  const [teacherIds, setTeacherIds] = useState<number[]>([]);
  const top = useTopMessages(liveId, categoryId);
  const adsPending = useRoomAdsPending();
  // The bars above the list (figures, risk notice, category tabs, ad banner, pinned messages) each come with
  // a call of their own: the room draws them with the list in one go, instead of the list moving down as
  // each arrives.
  const barsSettled = useSettled(
    !room.isPending &&
      !heats.isPending &&
      !categories.isPending &&
      !riskTip.isPending &&
      !adsPending &&
      !top.isPending,
    BARS_WAIT_MS,
  );
  // Drawing the bars and the list is the room's largest render: deferred, React draws it in slices that
  // let the phone breathe between them, instead of one long task as the last bar's answer arrives.
  const barsShown = useDeferredValue(barsSettled);

  const timeline = useRoomTimeline({
    liveId,
    categoryId,
    teacherIds,
    ownMemberId: viewer.memberId,
    isTeacher: viewer.isTeacher,
  });
  const { view } = timeline;

  const [quote, setQuote] = useState<ComposerQuote | null>(null);
  const panels = useRoomPanels();
  // Only the teacher filter and the search pick from this list: it is asked for when one of them opens
  // (the room's own teachers stand in until it arrives).
  const teachers = useLiveTeachers(liveId, panels.filterOpen || panels.searchOpen);
  const shot = useScreenshotSelection();
  const listHandle = useRef<MessageListHandle>(null);
  const { socket, outbox, online, draftRef } = useRoomConnection(liveId, categoryId, timeline);
  const onStatus = useMessageStatus(timeline);

  useEffect(() => {
    void loadSanitizer();
  }, []);

  const showAround = timeline.showAround;
  useEffect(() => {
    if (initialMessageId !== null) void showAround(initialMessageId).catch(() => undefined);
  }, [initialMessageId, showAround]);

  const isOpenComment = room.data?.isOpenComment ?? 0;
  const mode: ComposerMode = !viewer.loggedIn
    ? 'visitor'
    : viewer.isTeacher
      ? 'teacher'
      : isOpenComment === 1
        ? 'member'
        : 'closed';
  const canPost = mode === 'teacher' || mode === 'member';

  const send = ({ content, pic, draft }: { content: string; pic: string | null; draft: string }) => {
    outbox.send({ content, categoryId, quoteId: quote?.id ?? null, pic }, draft);
    setQuote(null);
    if (view.around) timeline.backToLatest();
    else listHandle.current?.scrollToBottom();
    return true;
  };

  const onQuote = useCallback((msg: LiveMessage) => {
    setQuote({ id: msg.id, text: reduceQuoteText(msg.content, msg.pic) || authorName(msg) });
  }, []);

  const [sharing, setSharing] = useState(false);
  // Every completed share is counted on the room (the poster counts as "more").
  const countShare = (channel: ShareChannel) =>
    void shareLive(liveId, channel === 'poster' ? 'more' : channel).catch(() => undefined);

  // Template messages (lottery, quiz) draw as cards in the list; other kinds fall back to their text.
  const loggedIn = viewer.loggedIn;
  const renderCard = useCallback<TemplateCardRenderer>((msg) => renderRoomCard(msg, loggedIn), [loggedIn]);

  const shown = useMemo(() => shownTimeline(view), [view]);
  const { loadOlder, loadNewer } = timeline;
  const onLoadOlder = useCallback(() => void loadOlder().catch(() => undefined), [loadOlder]);
  const onLoadNewer = useCallback(() => void loadNewer().catch(() => undefined), [loadNewer]);
  const roomTitle = room.data?.title ?? t('live.roomTitle');
  const teacherRows = useMemo(() => teachers.data ?? room.data?.teachers ?? [], [teachers.data, room.data]);

  // The server may have drawn the newest messages (decision 051): the room shows itself once its own list
  // has drawn them, or once it knows it draws something else (an error, no messages).
  const [listDrawn, setListDrawn] = useState(false);
  const onListDrawn = useCallback(() => setListDrawn(true), []);
  const listLoading = view.around === null && view.status === 'loading';
  const listFailed = view.around === null && view.status === 'error';
  const listIsMessages = !listLoading && !listFailed && shown.items.length > 0;
  useRevealAppWhen(room.isError || (barsShown && !listLoading && (!listIsMessages || listDrawn)));

  let list;
  if (listLoading) list = <ListSkeleton count={5} />;
  else if (listFailed) list = <LoadError title={t('live.messagesFailed')} onRetry={timeline.reload} />;
  else if (shown.items.length === 0) list = <EmptyState title={t('live.messagesEmpty')} />;
  else
    list = (
      <MessageList
        key={view.generation}
        handleRef={listHandle}
        timeline={shown}
        firstItemIndex={view.firstItemIndex}
        aroundMode={view.around !== null}
        highlightId={view.highlightId}
        onHighlightSeen={timeline.highlightSeen}
        viewerIsTeacher={viewer.isTeacher}
        selecting={shot.selecting}
        selectedIds={shot.selectedIds}
        onLoadOlder={onLoadOlder}
        onLoadNewer={onLoadNewer}
        onQuote={canPost ? onQuote : undefined}
        onStatus={viewer.isTeacher ? onStatus : undefined}
        onToggleSelect={shot.toggle}
        onDrawn={onListDrawn}
      />
    );

  if (room.isError)
    return (
      <PageShell title={t('live.roomTitle')}>
        {isRequestError(room.error) && room.error.code === ResultCode.notFound ? (
          <EmptyState title={t('liveMsg.roomNotFound')} />
        ) : (
          <LoadError title={t('live.roomFailed')} onRetry={() => void room.refetch()} />
        )}
      </PageShell>
    );

  return (
    <PageShell title={roomTitle} customNav={panels.fullscreen} className={styles.page}>
      <TemplateCardProvider value={renderCard}>
        {barsShown ? (
          <>
            <ReconnectBanner state={socket.state} />
            {panels.fullscreen ? null : (
              <RoomInfoBar
                heat={heats.data?.heat ?? room.data?.heat ?? 0}
                online={online ?? heats.data?.online ?? 0}
                likes={heats.data?.likes ?? 0}
                liked={heats.data?.liked ?? false}
                onLike={() => (viewer.loggedIn ? like.mutate() : appNavigate(Pages.login))}
                onShare={() => setSharing(true)}
              />
            )}
            {panels.fullscreen || panels.raised ? null : <RiskTipNotice text={riskTip.data} />}
            {!panels.fullscreen && categoryRows.length > 1 ? (
              <TabStrip
                className={styles.tabs}
                tabs={categoryRows.map((category) => ({ key: category.id, title: category.title }))}
                active={categoryId}
                onChange={(key) => {
                  setChosenCategory(key);
                  setQuote(null);
                }}
              />
            ) : null}
            {panels.fullscreen || panels.raised ? null : <RoomAdBanner />}
            {panels.raised ? null : <TopMessages messages={top.data ?? []} />}
            <div className={styles.listArea}>
              {list}
              {view.around ? (
                <button
                  type="button"
                  className={roomStyles.latest}
                  onClick={timeline.backToLatest}
                  data-testid="back-to-latest"
                >
                  {t('live.backToLatest')}
                </button>
              ) : null}
            </div>
            {shot.selecting ? (
              <ScreenshotBar
                count={shot.selectedIds.size}
                busy={shot.busy}
                onCreate={() => void shot.create()}
                onCancel={shot.cancel}
              />
            ) : (
              <>
                <RoomToolbar
                  collapsed={panels.toolsCollapsed}
                  fullscreen={panels.fullscreen}
                  raised={panels.raised}
                  filterCount={teacherIds.length}
                  onToggleCollapsed={panels.toggleTools}
                  onFilter={() => panels.setFilterOpen(true)}
                  onOnlyMine={() =>
                    appNavigate(withQuery(Pages.ownData, { liveId, categoryId: LIVE_DEFAULT_CATEGORY_ID }))
                  }
                  onSearch={() => panels.setSearchOpen(true)}
                  onScreenshot={shot.start}
                  onFullscreen={panels.toggleFullscreen}
                  onRaise={panels.toggleRaised}
                />
                {viewer.isTeacher ? <RoomTeacherTools liveId={liveId} categoryId={categoryId} /> : null}
                <OutboxStrip items={outbox.items} onRetry={outbox.retry} onRemove={outbox.remove} />
                <Composer
                  mode={mode}
                  quote={quote}
                  onCancelQuote={() => setQuote(null)}
                  onSend={send}
                  onLogin={() => appNavigate(Pages.login)}
                  draftRef={draftRef}
                />
              </>
            )}
          </>
        ) : (
          <div className={styles.listArea}>
            <ListSkeleton count={5} />
          </div>
        )}
        <ShareSheet
          visible={sharing}
          target={{
            title: roomTitle,
            path: withQuery(Pages.chat, { id: liveId }),
            pic: room.data?.pic ?? null,
          }}
          onClose={() => setSharing(false)}
          onShared={countShare}
        />
        <TeacherFilterPopup
          visible={panels.filterOpen}
          teachers={teacherRows}
          value={teacherIds}
          onClose={() => panels.setFilterOpen(false)}
          onApply={(ids) => setTeacherIds([...ids].sort((a, b) => a - b))}
        />
        <SearchPopup
          visible={panels.searchOpen}
          liveId={liveId}
          categoryId={categoryId}
          teachers={teacherRows}
          onClose={() => panels.setSearchOpen(false)}
          onPick={(msg) => void showAround(msg.id).catch(() => showToast(LiveMsg.messageNotFound))}
        />
        <ScreenshotResult pic={shot.pic} onClose={shot.closePicture} />
        <LotteryResultPopup liveId={liveId} />
      </TemplateCardProvider>
    </PageShell>
  );
}
