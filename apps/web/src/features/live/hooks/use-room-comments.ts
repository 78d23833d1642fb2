import { useMemo, useState } from 'react';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { StorageKey } from '@app/contract/storage-keys';
import type { PagedQuery } from '../../../components/paged-list';
import { useAuthError } from '../../../lib/use-auth-error';
import { useLiveSocket, type LiveSocketControls } from '../../../lib/use-live-socket';
import type { LiveOutbox } from '../../../lib/use-live-outbox';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useRoomTimeline, type RoomTimeline } from './use-room-timeline';

export interface RoomComments {
  /** The comments, newest first, in the shape the paged list reads. */
  list: PagedQuery<LiveMessage>;
  socket: LiveSocketControls;
  /** People in the room now, as the socket last said (null until it has). */
  online: number | null;
}

/** The room feed as a paged list: one page holding every loaded comment, newest first; "more" loads older. */
function asPagedList(timeline: RoomTimeline): PagedQuery<LiveMessage> {
  const { view } = timeline;
  const rows = [...view.live.items].reverse();
  return {
    data: view.status === 'ready' ? { pages: [{ rows, total: rows.length }], pageParams: [null] } : undefined,
    isPending: view.status === 'loading',
    isError: view.status === 'error',
    hasNextPage: view.live.hasOlder,
    fetchNextPage: () =>
      timeline.loadOlder().then(
        () => ({ isError: false }),
        () => ({ isError: true }),
      ),
    refetch: async () => timeline.reload(),
  };
}

/**
 * The video room's comments in real time (SPEC §4), on the same room feed as the text room: the first
 * page from the list, new ones from the room's socket, hidden ones removed (their author keeps them), and
 * whatever was missed while the socket was down fetched once the server admits the connection.
 */
export function useRoomComments(liveId: number, outbox: LiveOutbox['handlers']): RoomComments {
  const [online, setOnline] = useState<number | null>(null);
  const memberIdText = useStoredValue(StorageKey.memberId);
  const ownMemberId = memberIdText && Number.isInteger(Number(memberIdText)) ? Number(memberIdText) : null;
  const onAuthError = useAuthError();
  const filter = useMemo(
    () => ({
      liveId,
      categoryId: LIVE_DEFAULT_CATEGORY_ID,
      teacherIds: [],
      ownMemberId,
      isTeacher: false,
      liveTypeCode: 'video' as const,
    }),
    [liveId, ownMemberId],
  );
  const timeline = useRoomTimeline(filter);

  const socket = useLiveSocket(liveId, {
    onMessage: timeline.incoming,
    onOpen: timeline.restored,
    onClose: (e) => timeline.hidden(e.id),
    // The server answers each connection's announcement once it has taken the token; only from then on does
    // a paid room's socket receive comments. So the gap (since the first page, or since a drop) is filled
    // here rather than on open, where a comment could slip between the fill and the socket's admission.
    onOnline: (count) => {
      setOnline(count);
      void timeline.fillGap();
      outbox.onOnline();
    },
    onAck: outbox.onAck,
    onReject: outbox.onReject,
    onState: outbox.onState,
    // Refused for want of the room's module (the page itself answers with the no-permission page): no
    // toast, and no fill that would only be refused too.
    onNoPermission: () => undefined,
    onAuthError,
  });

  return { list: asPagedList(timeline), socket, online };
}
