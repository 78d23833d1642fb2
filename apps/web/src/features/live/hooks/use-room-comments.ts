import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fillGap } from '@app/client-core/live/fill-gap';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { StorageKey } from '@app/contract/storage-keys';
import { useAuthError } from '../../../lib/use-auth-error';
import { useLiveSocket, type LiveSocketControls } from '../../../lib/use-live-socket';
import type { LiveOutbox } from '../../../lib/use-live-outbox';
import { useStoredValue } from '../../../lib/use-stored-value';
import { getLiveMessagesAfter } from '../api/get-live-messages-after';
import { roomMessagesQueryOptions, useRoomMessages } from '../api/get-room-messages';
import {
  newestLoadedId,
  withComment,
  withComments,
  withoutComment,
  type RoomMessagesData,
} from './room-messages-cache';

export interface RoomComments {
  query: ReturnType<typeof useRoomMessages>;
  socket: LiveSocketControls;
  /** People in the room now, as the socket last said (null until it has). */
  online: number | null;
}

/**
 * The room's comments in real time (SPEC §4): the first pages from the list, new ones from the room's
 * socket, hidden ones removed, and whatever was missed while the socket was down fetched after it opens.
 */
export function useRoomComments(liveId: number, outbox: LiveOutbox['handlers']): RoomComments {
  const queryClient = useQueryClient();
  const query = useRoomMessages(liveId);
  const [online, setOnline] = useState<number | null>(null);
  const memberIdText = useStoredValue(StorageKey.memberId);
  const ownMemberId = memberIdText && Number.isInteger(Number(memberIdText)) ? Number(memberIdText) : null;
  const onAuthError = useAuthError();
  const filling = useRef(false);
  const fillWhenLoaded = useRef(false);
  const fillAgain = useRef(false);

  const update = useCallback(
    (change: (data: RoomMessagesData | undefined) => RoomMessagesData | undefined) =>
      queryClient.setQueryData<RoomMessagesData>(roomMessagesQueryOptions(liveId).queryKey, change),
    [queryClient, liveId],
  );

  const fill = useCallback(async () => {
    const data = queryClient.getQueryData<RoomMessagesData>(roomMessagesQueryOptions(liveId).queryKey);
    if (!data) {
      // The first page is still on its way and may predate the socket joining: fill once it is shown.
      fillWhenLoaded.current = true;
      return;
    }
    if (filling.current) {
      // The running fill may have read before this connection was admitted: go once more after it.
      fillAgain.current = true;
      return;
    }
    filling.current = true;
    try {
      let newest = newestLoadedId(data) ?? 0;
      do {
        fillAgain.current = false;
        const rows = await fillGap(
          (afterId) => getLiveMessagesAfter({ liveId, categoryId: LIVE_DEFAULT_CATEGORY_ID, afterId }),
          newest,
        );
        update((current) => withComments(current, rows));
        newest = Math.max(newest, ...rows.map((m) => m.id));
      } while (fillAgain.current);
    } catch {
      // the next reconnect tries again; the socket keeps delivering new comments meanwhile
    } finally {
      filling.current = false;
    }
  }, [queryClient, liveId, update]);

  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && fillWhenLoaded.current) {
      fillWhenLoaded.current = false;
      void fill();
    }
  }, [loaded, fill]);

  const accept = (msg: LiveMessage) => msg.categoryId === LIVE_DEFAULT_CATEGORY_ID && msg.liveId === liveId;
  const socket = useLiveSocket(liveId, {
    onMessage: (msg) => {
      if (accept(msg)) update((data) => withComment(data, msg));
    },
    onOpen: (msg) => {
      if (accept(msg)) update((data) => withComment(data, msg));
    },
    onClose: (e) => update((data) => withoutComment(data, e.id, ownMemberId)),
    // The server answers each connection's announcement once it has taken the token; only from then on does
    // a paid room's socket receive comments. So the gap (since the first page, or since a drop) is filled
    // here rather than on open, where a comment could slip between the fill and the socket's admission.
    onOnline: (count) => {
      setOnline(count);
      void fill();
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

  return { query, socket, online };
}
