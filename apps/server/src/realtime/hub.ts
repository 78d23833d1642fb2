import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '@app/contract/socket';
import type { Broker, LiveEvent } from './broker';

/** One open socket in one room. Identity comes from the last valid token it presented. */
export interface LiveClient {
  socket: WebSocket;
  liveId: number;
  memberId: number | null;
  /** A teacher assigned to this room: sees hidden messages and anything addressed to teachers. */
  isRoomTeacher: boolean;
  /**
   * True while the socket may not receive the room's message frames: in a room tied to an access module until
   * it identifies as a room teacher or a member holding the module (checked again at every send). The live
   * socket always sets it; absent means a free room's socket.
   */
  withheld?: boolean;
  /** Cleared before each server ping; a socket still false at the next ping missed its pong. */
  alive: boolean;
}

const OPEN = 1;

/**
 * Rooms and fan-out on this instance. Events arrive from the broker (also the ones this instance
 * published), are converted to bytes once and the same buffer is written to every socket of the room.
 */
export function createHub(deps: { broker: Broker }) {
  const rooms = new Map<number, Set<LiveClient>>();

  function deliver(event: LiveEvent): void {
    const clients = rooms.get(event.liveId);
    if (!clients || clients.size === 0) return;
    const bytes = Buffer.from(event.frame, 'utf8');
    const teachersOnly = event.audience === 'teachers';
    for (const client of clients) {
      // Every frame of the hub is about the room's messages: a paid room's keep off sockets without the right.
      if (client.withheld) continue;
      if (teachersOnly && !client.isRoomTeacher) continue;
      if (client.socket.readyState !== OPEN) continue;
      client.socket.send(bytes, { binary: false });
    }
  }
  deps.broker.subscribe(deliver);

  return {
    join(client: LiveClient): void {
      let clients = rooms.get(client.liveId);
      if (!clients) {
        clients = new Set();
        rooms.set(client.liveId, clients);
      }
      clients.add(client);
    },

    leave(client: LiveClient): void {
      const clients = rooms.get(client.liveId);
      if (!clients) return;
      clients.delete(client);
      if (clients.size === 0) rooms.delete(client.liveId);
    },

    /** Sockets of the room on this instance. */
    localCount(liveId: number): number {
      return rooms.get(liveId)?.size ?? 0;
    },

    localCounts(): Map<number, number> {
      return new Map([...rooms].map(([liveId, clients]) => [liveId, clients.size]));
    },

    *clients(): Iterable<LiveClient> {
      for (const clients of rooms.values()) yield* clients;
    },

    /** Serializes once and hands the event to the broker, which brings it back to every instance. */
    publish(liveId: number, message: ServerSocketMessage, audience: LiveEvent['audience'] = 'all') {
      return deps.broker.publish({ liveId, audience, frame: JSON.stringify(message) });
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
