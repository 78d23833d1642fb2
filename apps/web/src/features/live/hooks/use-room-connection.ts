import { useRef, useState } from 'react';
import type { DraftHandle } from '../../../lib/use-composer-text';
import { useAuthError } from '../../../lib/use-auth-error';
import { useLiveOutbox, useOutboxSocket } from '../../../lib/use-live-outbox';
import { useLiveSocket } from '../../../lib/use-live-socket';
import type { RoomTimeline } from './use-room-timeline';

/**
 * The text room's socket feeding its timeline (new, hidden, restored messages; the gap filled once the
 * server has admitted the connection), and its outbox for sends.
 */
export function useRoomConnection(liveId: number, categoryId: number, timeline: RoomTimeline) {
  const [online, setOnline] = useState<number | null>(null);
  const onAuthError = useAuthError();
  const draftRef = useRef<DraftHandle>(null);
  const outbox = useLiveOutbox(draftRef);

  const socket = useLiveSocket(liveId, {
    onMessage: timeline.incoming,
    onClose: (e) => {
      if (e.categoryId === categoryId) timeline.hidden(e.id);
    },
    onOpen: timeline.restored,
    // Answered once per connection after the server took the token (a paid room admits the socket only
    // then): the gap since the first page or since a drop is filled from here, not on open.
    onOnline: (count) => {
      setOnline(count);
      void timeline.fillGap();
      outbox.handlers.onOnline();
    },
    onAck: outbox.handlers.onAck,
    onReject: outbox.handlers.onReject,
    onState: outbox.handlers.onState,
    // A paid room without its module: the message list's 206 opens the no-permission page; no toast here.
    onNoPermission: () => undefined,
    onAuthError,
  });
  useOutboxSocket(outbox, socket);

  return { socket, outbox, online, draftRef };
}
