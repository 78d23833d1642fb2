import '../../../i18n/register-interactive-catalog';
import '../../../i18n/register-watch-catalog';
// The room's socket refusals and the reconnect banner speak the live room's texts.
import '../../../i18n/register-live-catalog';
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import { StorageKey } from '@app/contract/storage-keys';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import navStyles from '../../../components/nav-action.module.css';
import { ShareButton } from '../../../features/share/components/share-button';
import { shareLive } from '../../../features/live/api/share-live';
import { withQuery } from '../../../lib/navigation';
import { TemplateCardProvider, type TemplateCardRenderer } from '../../../components/template-card-slot';
import { LotteryResultPopup } from '../../../features/interactive/components/room-interactions';
import { RoomAdBanner } from '../../../features/ads/components/room-ad-banner';
import { ReconnectBanner } from '../../../components/reconnect-banner';
import { loadSanitizer } from '../../../components/sanitizer';
import { VideoPlayer } from '../../../components/video-player';
import { positiveId } from '../../../lib/positive-id';
import { requireLogin } from '../../../lib/require-login';
import { useLiveOutbox, useOutboxSocket } from '../../../lib/use-live-outbox';
import type { DraftHandle } from '../../../lib/use-composer-text';
import { OutboxStrip } from '../../../components/outbox-strip';
import { useStoredValue } from '../../../lib/use-stored-value';
import { WatchPages } from '../../../lib/watch-pages';
import { liveVideoRoomQueryOptions, useLiveVideoRoom } from '../../../features/live/api/get-live-video-room';
import { CommentComposer, type CommentMode } from '../../../features/live/components/comment-composer';
import { RoomMessages } from '../../../features/live/components/room-messages';
import { useRoomComments } from '../../../features/live/hooks/use-room-comments';
import styles from '../../../features/live/components/live-video.module.css';
import { renderRoomCard, RoomTeacherTools } from '../live-room/room-cards';

/** A live video room: the stream, title, teachers, heat, and the room's comments in real time. */
export function LiveVideoRoomPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useLiveVideoRoom(id);
  const room = query.data;

  return (
    <PageShell
      title={t('watch.liveVideoTitle')}
      documentTitle={room?.title}
      right={
        room ? (
          <ShareButton
            title={room.title}
            pic={room.pic}
            path={withQuery(WatchPages.liveVideoRoom, { id: room.id })}
            className={navStyles.navAction}
            onShared={(channel) =>
              void shareLive(room.id, channel === 'poster' ? 'more' : channel).catch(() => undefined)
            }
          />
        ) : null
      }
    >
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('watch.liveVideoNotFound')}
        back={{ label: t('watch.liveVideoListTitle'), to: WatchPages.liveVideoList }}
      >
        {(room) => <Room key={room.id} room={room} />}
      </DetailState>
    </PageShell>
  );
}

/** Mounted once the room is known (and may be watched): only then does its socket connect. */
function Room({ room }: { room: LiveVideoRoom }) {
  const { t } = useTranslation();
  const draftRef = useRef<DraftHandle>(null);
  const outbox = useLiveOutbox(draftRef);
  const { list, socket, online } = useRoomComments(room.id, outbox.handlers);
  useOutboxSocket(outbox, socket);
  const loggedIn = !!useStoredValue(StorageKey.token);
  const isTeacher = useStoredValue(StorageKey.isTeacher) === '1';
  const queryClient = useQueryClient();
  // The room read again hands out a fresh signed stream link (or none, once the member lost the room).
  const renewStream = async () =>
    (await queryClient.fetchQuery({ ...liveVideoRoomQueryOptions(room.id), staleTime: 0 })).streamUrl;
  const mode: CommentMode = !loggedIn ? 'visitor' : room.isOpenComment === 1 || isTeacher ? 'open' : 'closed';
  // Template messages (lottery, quiz) draw as cards among the comments.
  const renderCard = useCallback<TemplateCardRenderer>((msg) => renderRoomCard(msg, loggedIn), [loggedIn]);

  useEffect(() => {
    void loadSanitizer();
  }, []);

  const send = (content: string, draft: string) => {
    outbox.send({ content, categoryId: LIVE_DEFAULT_CATEGORY_ID }, draft);
    return true;
  };

  return (
    <TemplateCardProvider value={renderCard}>
      <ReconnectBanner state={socket.state} />
      {room.streamUrl ? (
        <VideoPlayer
          src={room.streamUrl}
          poster={room.pic}
          live={room.status === 'live'}
          renew={renewStream}
        />
      ) : (
        <div className={styles.noVideo}>
          <LazyImage src={room.pic} alt="" ratio={16 / 9} priority />
        </div>
      )}
      <section className={styles.info}>
        <h1 className={styles.title}>{room.title}</h1>
        <div className={styles.meta}>
          <span>{room.status === 'live' ? t('watch.living') : t('watch.ended')}</span>
          {online !== null ? (
            <span className={styles.online} data-testid="live-video-online">
              {t('watch.online', { count: online })}
            </span>
          ) : null}
          <span data-testid="live-video-heat">{t('watch.heat', { count: room.heat })}</span>
        </div>
        <div className={styles.teachers}>
          {room.teachers.map((teacher) => (
            <span key={teacher.id} className={styles.teacher}>
              <span className={styles.avatar}>
                <LazyImage src={teacher.avatar} alt="" ratio={1} round />
              </span>
              {teacher.name}
            </span>
          ))}
        </div>
      </section>
      <RoomAdBanner />
      <RoomMessages list={list} />
      {isTeacher ? <RoomTeacherTools liveId={room.id} categoryId={LIVE_DEFAULT_CATEGORY_ID} /> : null}
      <OutboxStrip items={outbox.items} onRetry={outbox.retry} onRemove={outbox.remove} />
      <CommentComposer mode={mode} onSend={send} onLogin={() => void requireLogin()} draftRef={draftRef} />
      <LotteryResultPopup liveId={room.id} />
    </TemplateCardProvider>
  );
}
