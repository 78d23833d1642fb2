import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '@app/contract/chat';
import { isAccessEvent, isChatEvent, type Broker, type BrokerEvent } from './broker';

/** One signed-in private-message socket: a member, and the teacher that member account is linked to. */
export interface ChatClient {
  socket: WebSocket;
  memberId: number;
  teacherId: number | null;
  tokenHash: string;
  /** Cleared before each server ping; a socket still false at the next ping missed its pong. */
  alive: boolean;
}

/** Who a private-message frame is for: a member's own sockets, or every account linked to a teacher. */
export type ChatParty = { memberId: number } | { teacherId: number };

const partyKey = (party: ChatParty) => ('memberId' in party ? `m:${party.memberId}` : `t:${party.teacherId}`);

const OPEN = 1;
/** Close code of a socket whose session ended elsewhere (logout, password change, cancellation). */
export const CHAT_SIGNED_OUT_CLOSE = 4401;

/**
 * Private-message sockets on this instance, indexed by party. Frames come from the broker (every instance
 * gets each once, the publisher included), so a message sent through any instance reaches the receiver's
 * sockets wherever they are connected; a session that ends on any instance closes its sockets everywhere.
 */
export function createChatHub(deps: { broker: Broker }) {
  const byParty = new Map<string, Set<ChatClient>>();
  const clients = new Set<ChatClient>();

  const keysOf = (client: ChatClient) => [
    `m:${client.memberId}`,
    ...(client.teacherId !== null ? [`t:${client.teacherId}`] : []),
  ];

  function deliver(to: string, frame: string): void {
    const bytes = Buffer.from(frame, 'utf8');
    for (const client of byParty.get(to) ?? []) {
      if (client.socket.readyState === OPEN) client.socket.send(bytes, { binary: false });
    }
  }

  function signOut(match: (client: ChatClient) => boolean): void {
    for (const client of [...clients]) {
      if (match(client)) client.socket.close(CHAT_SIGNED_OUT_CLOSE, 'signed out');
    }
  }

  deps.broker.subscribe((event: BrokerEvent) => {
    if (isChatEvent(event)) deliver(event.to, event.frame);
    else if (isAccessEvent(event)) {
      if (event.kind === 'session-ended') signOut((c) => c.tokenHash === event.tokenHash);
      else if (event.kind === 'member-signed-out') signOut((c) => c.memberId === event.memberId);
    }
  });

  return {
    join(client: ChatClient): void {
      clients.add(client);
      for (const key of keysOf(client)) {
        let set = byParty.get(key);
        if (!set) byParty.set(key, (set = new Set()));
        set.add(client);
      }
    },

    leave(client: ChatClient): void {
      if (!clients.delete(client)) return;
      for (const key of keysOf(client)) {
        const set = byParty.get(key);
        set?.delete(client);
        if (set?.size === 0) byParty.delete(key);
      }
    },

    clients: (): Iterable<ChatClient> => clients,

    /** Serializes once and hands the frame to the broker, which brings it to every instance. */
    publish(party: ChatParty, frame: ChatServerFrame): Promise<void> {
      return deps.broker.publish({ channel: 'chat', to: partyKey(party), frame: JSON.stringify(frame) });
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
