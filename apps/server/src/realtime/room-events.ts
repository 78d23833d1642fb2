import type { LiveMessage } from '@app/contract/live';
import type { LotteryWinner } from '@app/contract/interactive';
import type { Hub } from './hub';

/**
 * What happens in a room, said in the domain's words. The message service reports these; how they travel
 * to sockets (frame shapes, fan-out, the broker) is the realtime layer's business.
 */
export interface RoomEvents {
  posted(liveId: number, message: LiveMessage): Promise<void>;
  hidden(liveId: number, hidden: { id: number; categoryId: number }): Promise<void>;
  restored(liveId: number, message: LiveMessage): Promise<void>;
  /** What a template card shows changed (a lottery was drawn). */
  templateChanged(
    liveId: number,
    change: { tplId: number; refId: number; event: 'drawn'; title: string; winners: LotteryWinner[] },
  ): Promise<void>;
}

/** Room events as socket frames (SPEC §3: msg, close with status 0, open with status 1). */
export function createRoomEvents(hub: Hub): RoomEvents {
  return {
    posted: (liveId, message) => hub.publish(liveId, { type: 'msg', data: message }),
    hidden: (liveId, { id, categoryId }) =>
      hub.publish(liveId, { type: 'close', status: 0, id, liveId, categoryId }),
    restored: (liveId, message) => hub.publish(liveId, { type: 'open', status: 1, data: message }),
    templateChanged: (liveId, change) => hub.publish(liveId, { type: 'tpl', liveId, ...change }),
  };
}
