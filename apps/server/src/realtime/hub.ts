import type { WebSocket } from 'ws';
import { LIVE_ACCESS_EVENTS_KEPT, LIVE_RECHECK_HOLD_MAX_FRAMES } from '@app/contract/limits';
import type { ServerSocketMessage } from '@app/contract/socket';
import { systemClock, type Clock } from '../lib/clock';
import {
  isAccessEvent,
  isCacheEvent,
  isChatEvent,
  type AccessEvent,
  type Broker,
  type BrokerEvent,
  type LiveEvent,
} from './broker';
import { joinFrames, prepareText, sendFrames, type PreparedFrame } from './prepared-frame';

/** One open socket in one room. Identity comes from the last valid token it presented. */
export interface LiveClient {
  socket: WebSocket;
  liveId: number;
  /** Changed only through the hub's identify(), which keeps the revocation index and the online count. */
  memberId: number | null;
  /** A teacher assigned to this room: sees hidden messages and anything addressed to teachers. */
  isRoomTeacher: boolean;
  /**
   * True while the socket may not receive the room's message frames: in a room tied to an access module until
   * it identifies as a room teacher or a member holding the module (checked again at every send). The live
   * socket always sets it; absent means a free room's socket.
   */
  withheld?: boolean;
  /** The room is tied to an access module: a socket that loses its member goes back to withheld. */
  paidRoom?: boolean;
  /** Hash of the session token the socket identified with; changed only through identify(). */
  tokenHash?: string | null;
  /** Epoch ms at which the paid-room right ends (the grant's expiry); absent when it does not end. */
  rightUntil?: number;
  /** Who the online count counts this socket as when no member is known (its device); else the socket. */
  deviceKey?: string;
  /** Frames kept back while the right is re-checked: released if it holds, dropped if not. */
  held?: PreparedFrame[];
  /**
   * Told when an access event or the clock changed what the socket may receive. 'signed-out': its session
   * ended and the hub has already dropped the member. 'recheck': the paid-room right must be checked again;
   * frames are held until settle() is called.
   */
  onAccessChange?(change: 'signed-out' | 'recheck'): void;
  /** Cleared before each server ping; a socket still false at the next ping missed its pong. */
  alive: boolean;
}

const OPEN = 1;

interface Room {
  clients: Set<LiveClient>;
  /** Sockets per viewer (member, device, or the socket itself): the online count is the number of viewers. */
  viewers: Map<unknown, number>;
}

const viewerOf = (client: LiveClient): unknown =>
  client.memberId !== null ? `m:${client.memberId}` : (client.deviceKey ?? client);

function addTo<K>(index: Map<K, Set<LiveClient>>, key: K, client: LiveClient): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(client);
}

function removeFrom<K>(index: Map<K, Set<LiveClient>>, key: K, client: LiveClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}

/**
 * Rooms and fan-out on this instance. Events arrive from the broker (also the ones this instance
 * published), are framed once (prepared-frame.ts) and the same bytes are written to every socket of the room.
 * Access events (logout, password change, cancellation, grant changes) reach every instance the same way and
 * take effect before the next frame is written.
 */
export function createHub(deps: { broker: Broker; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
  const rooms = new Map<number, Room>();
  const byMember = new Map<number, Set<LiveClient>>();
  const byToken = new Map<string, Set<LiveClient>>();
  const joined = new Set<LiveClient>();
  /** The latest access events, numbered, so a check that was under way can tell whether one concerned it. */
  let accessSeq = 0;
  const recentAccess: Array<{ seq: number; event: AccessEvent }> = [];

  function countViewer(client: LiveClient, delta: 1 | -1): void {
    const room = rooms.get(client.liveId);
    if (!room) return;
    const key = viewerOf(client);
    const next = (room.viewers.get(key) ?? 0) + delta;
    if (next > 0) room.viewers.set(key, next);
    else room.viewers.delete(key);
  }

  function index(client: LiveClient, delta: 1 | -1): void {
    const apply = delta > 0 ? addTo : removeFrom;
    if (client.memberId !== null) apply(byMember, client.memberId, client);
    if (client.tokenHash) apply(byToken, client.tokenHash, client);
  }

  function identify(client: LiveClient, memberId: number | null, tokenHash: string | null): void {
    if (client.memberId === memberId && (client.tokenHash ?? null) === tokenHash) return;
    const isJoined = joined.has(client);
    if (isJoined) {
      countViewer(client, -1);
      index(client, -1);
    }
    client.memberId = memberId;
    client.tokenHash = tokenHash;
    if (isJoined) {
      countViewer(client, 1);
      index(client, 1);
    }
  }

  /** Holds the socket's frames and asks it to check its right again; a no-op while a check is under way. */
  function recheck(client: LiveClient): void {
    if (client.held) return;
    client.held = [];
    client.onAccessChange?.('recheck');
  }

  function signOut(client: LiveClient): void {
    identify(client, null, null);
    client.isRoomTeacher = false;
    client.withheld = client.paidRoom === true;
    delete client.rightUntil;
    delete client.held;
    client.onAccessChange?.('signed-out');
  }

  function applyAccess(event: AccessEvent): void {
    accessSeq += 1;
    recentAccess.push({ seq: accessSeq, event });
    if (recentAccess.length > LIVE_ACCESS_EVENTS_KEPT) recentAccess.shift();
    if (event.kind === 'session-ended') {
      for (const client of [...(byToken.get(event.tokenHash) ?? [])]) signOut(client);
      return;
    }
    const clients = [...(byMember.get(event.memberId) ?? [])];
    if (event.kind === 'member-signed-out') {
      for (const client of clients) signOut(client);
      return;
    }
    // Only a right the socket holds is re-checked; a refused socket is admitted again by its own online/msg.
    for (const client of clients) {
      if (client.paidRoom && !client.withheld && !client.isRoomTeacher) recheck(client);
    }
  }

  /** One room's share of a batch: what its teachers get (every frame) and what everyone else gets. */
  interface Batch {
    teachers: PreparedFrame[];
    everyone: PreparedFrame[];
  }

  /**
   * Writes a batch to the room's sockets: each socket gets its frames in one write (the same bytes for
   * every socket of its kind), or holds them while its right is re-checked.
   */
  function deliver(liveId: number, batch: Batch): void {
    const room = rooms.get(liveId);
    if (!room || room.clients.size === 0) return;
    let teachersWire: Buffer | undefined;
    let everyoneWire: Buffer | undefined;
    const now = clock.now().getTime();
    for (const client of room.clients) {
      // Every frame of the hub is about the room's messages: a paid room's keep off sockets without the right.
      if (client.withheld) continue;
      const frames = client.isRoomTeacher ? batch.teachers : batch.everyone;
      if (frames.length === 0) continue;
      if (!client.held && client.rightUntil !== undefined && now >= client.rightUntil) recheck(client);
      if (client.held) {
        // Beyond the bound the frames are dropped; the client's gap fill after `online` recovers them.
        for (const frame of frames) {
          if (client.held.length < LIVE_RECHECK_HOLD_MAX_FRAMES) client.held.push(frame);
        }
        continue;
      }
      if (client.socket.readyState !== OPEN) continue;
      const wire = client.isRoomTeacher
        ? (teachersWire ??= joinFrames(frames))
        : (everyoneWire ??= joinFrames(frames));
      sendFrames(client.socket, frames, wire);
    }
  }

  /**
   * Room events that arrived in this turn of the event loop (one Redis read often carries several), written
   * together once it ends: a socket gets one write for all of them rather than one each. An access event
   * writes out what came before it first, so it still takes effect between the frames it arrived between.
   */
  const pending: LiveEvent[] = [];

  function flush(): void {
    if (pending.length === 0) return;
    const batches = new Map<number, Batch>();
    for (const event of pending.splice(0)) {
      let batch = batches.get(event.liveId);
      if (!batch) {
        batch = { teachers: [], everyone: [] };
        batches.set(event.liveId, batch);
      }
      const frame = prepareText(event.frame);
      batch.teachers.push(frame);
      if (event.audience === 'all') batch.everyone.push(frame);
    }
    for (const [liveId, batch] of batches) deliver(liveId, batch);
  }

  function enqueue(event: LiveEvent): void {
    // Only rooms with sockets here cost anything.
    if (!rooms.has(event.liveId)) return;
    pending.push(event);
    if (pending.length === 1) queueMicrotask(flush);
  }

  deps.broker.subscribe((event: BrokerEvent) => {
    if (isAccessEvent(event)) {
      flush();
      applyAccess(event);
    }
    // Private messages have their own hub (chat-hub.ts); cache events concern the caches only.
    else if (!isChatEvent(event) && !isCacheEvent(event)) enqueue(event);
  });

  return {
    join(client: LiveClient): void {
      let room = rooms.get(client.liveId);
      if (!room) {
        room = { clients: new Set(), viewers: new Map() };
        rooms.set(client.liveId, room);
      }
      if (room.clients.has(client)) return;
      room.clients.add(client);
      joined.add(client);
      countViewer(client, 1);
      index(client, 1);
    },

    leave(client: LiveClient): void {
      const room = rooms.get(client.liveId);
      if (!room || !room.clients.has(client)) return;
      countViewer(client, -1);
      index(client, -1);
      room.clients.delete(client);
      joined.delete(client);
      if (room.clients.size === 0) rooms.delete(client.liveId);
    },

    /** Sets who the socket speaks for (null: nobody); keeps the online count and the revocation index. */
    identify,

    /** A mark to pass to touchedSince() once a check of a member's right has finished. */
    accessSeq: () => accessSeq,

    /**
     * Whether an access event about this member or session arrived after the mark: the check that started
     * there may have read the state before it, and must look again (the index only finds sockets whose
     * member is already known, so a socket being identified would miss it). True when unsure.
     */
    touchedSince(mark: number, memberId: number | null, tokenHash: string | null): boolean {
      if (mark === accessSeq) return false;
      const oldest = recentAccess[0];
      if (!oldest || oldest.seq > mark + 1) return true;
      return recentAccess.some(
        ({ seq, event }) =>
          seq > mark &&
          (event.kind === 'session-ended' ? event.tokenHash === tokenHash : event.memberId === memberId),
      );
    },

    /**
     * Ends a re-check: with the right, the held frames go out in order; without it the socket is withheld
     * and they are dropped.
     */
    settle(client: LiveClient, allowed: boolean): void {
      const held = client.held ?? [];
      delete client.held;
      client.withheld = !allowed;
      if (!allowed || held.length === 0) return;
      sendFrames(client.socket, held, joinFrames(held));
    },

    /** Viewers in the room on this instance: several sockets of one member or one device count once. */
    localCount(liveId: number): number {
      return rooms.get(liveId)?.viewers.size ?? 0;
    },

    localCounts(): Map<number, number> {
      return new Map([...rooms].map(([liveId, room]) => [liveId, room.viewers.size]));
    },

    *clients(): Iterable<LiveClient> {
      for (const room of rooms.values()) yield* room.clients;
    },

    /** Serializes once and hands the event to the broker, which brings it back to every instance. */
    publish(liveId: number, message: ServerSocketMessage, audience: LiveEvent['audience'] = 'all') {
      return deps.broker.publish({ liveId, audience, frame: JSON.stringify(message) });
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
