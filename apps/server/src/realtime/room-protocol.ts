import type { FastifyBaseLogger } from 'fastify';
import { LIVE_ACCESS_CHECK_ATTEMPTS } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import type { ServerSocketMessage } from '@app/contract/socket';
import { AppError, NoPermissionError } from '../errors';
import { visitor, type Viewer } from '../lib/viewer';
import type { LiveMessageService } from '../modules/live-message/live-message.service';
import type { LiveRoomService, RoomSnapshot } from '../modules/live-room/live-room.service';
import type { RequestAuth } from '../plugins/auth';
import type { ClientFrame } from './client-frame';
import type { Hub, LiveClient } from './hub';
import type { Presence } from './presence';
import type { SendLimits } from './send-limits';

export interface RoomProtocolDeps {
  liveId: number;
  client: LiveClient;
  hub: Hub;
  presence: Presence;
  rooms: LiveRoomService;
  messages: LiveMessageService;
  sendLimits: SendLimits;
  authenticate(token: string): Promise<RequestAuth | null>;
  /** Writes a frame to this socket (dropped when it is no longer open). */
  send(message: ServerSocketMessage): void;
  log: FastifyBaseLogger;
}

type Frame<T extends ClientFrame['type']> = Extract<ClientFrame, { type: T }>;

/**
 * What one socket's frames mean in its room (SPEC §3, §4): the `online` announcement, `msg` sends and
 * heartbeats, and the paid-room right that decides whether the room's messages reach it. The transport
 * (live-socket.ts) parses frames, orders them and hands them here.
 */
export function createRoomProtocol(deps: RoomProtocolDeps) {
  const { liveId, client, hub, presence, rooms, messages, send } = deps;
  /** The session the socket speaks for, kept so a grant change can be checked again without a frame. */
  let auth: RequestAuth | null = null;

  const reject = (code: number, msg: string, clientMsgId: string | null = null) =>
    send({ type: 'reject', code, msg, clientMsgId });
  const sessionExpired = () => send({ type: 'error', code: 401, msg: Msg.sessionExpired });

  /** The 206 refusal when the viewer may not read a paid room's messages; null when they may. */
  const refusal = async (who: Viewer, room: RoomSnapshot): Promise<NoPermissionError | null> => {
    try {
      await messages.assertCanRead(room, who);
      return null;
    } catch (error) {
      if (error instanceof NoPermissionError) return error;
      throw error;
    }
  };

  /** Whether the viewer may receive the room's messages, and until when (epoch ms; undefined: no end). */
  const right = async (who: Viewer, room: RoomSnapshot) => {
    const refused = await refusal(who, room);
    if (refused) return { refused, until: undefined };
    const until = await messages.readableUntil(room, who);
    return { refused: null, until: until?.getTime() };
  };

  const setRightUntil = (until: number | undefined) => {
    if (until === undefined) delete client.rightUntil;
    else client.rightUntil = until;
  };

  /**
   * Authenticates the token and applies who the socket speaks for and whether it may receive the room's
   * messages (checked at every identification: a grant may have expired since the last one). Null when
   * the session is dead, or kept changing while it was being checked (fail closed).
   */
  const identify = async (
    token: string,
    room: RoomSnapshot,
  ): Promise<{ auth: RequestAuth; refused: NoPermissionError | null } | null> => {
    for (let attempt = 1; attempt <= LIVE_ACCESS_CHECK_ATTEMPTS; attempt += 1) {
      const mark = hub.accessSeq();
      const session = await deps.authenticate(token);
      if (!session) return null;
      const who = await messages.viewerOf(session);
      const { refused, until } = await right(who, room);
      // A logout or grant change during the check may have been read before it happened: look again.
      if (hub.touchedSince(mark, who.memberId, session.tokenHash)) continue;
      auth = session;
      hub.identify(client, who.memberId, session.tokenHash);
      presence.touch();
      client.isRoomTeacher = rooms.isRoomTeacher(room, who.teacherId);
      client.withheld = refused !== null;
      setRightUntil(until);
      return { auth: session, refused };
    }
    return null;
  };

  return {
    reject,

    heartbeat(): void {
      send({ type: 'heartbeat', at: Date.now() });
    },

    /** The announcement: identifies the socket; answered with the online count once it may read the room. */
    async online(frame: Frame<'online'>, room: RoomSnapshot): Promise<void> {
      if (frame.liveId !== liveId) return reject(400, Msg.badRequest);
      let refused: NoPermissionError | null = null;
      if (frame.token) {
        const identified = await identify(frame.token, room);
        if (!identified) return sessionExpired();
        refused = identified.refused;
      } else if (client.withheld) {
        refused = await refusal(visitor, room);
      }
      // A paid room without the right: a `reject` 206 (not `error`, which would log the user out) and no
      // `online` answer, which clients take as "this socket now receives the room's messages".
      if (refused) return reject(refused.code, refused.msg);
      send({ type: 'online', liveId, online: await presence.online(liveId) });
    },

    /** A send: the token is checked on every one, so a logged-out or expired session stops at once. */
    async msg(frame: Frame<'msg'>, room: RoomSnapshot): Promise<void> {
      const clientMsgId = frame.clientMsgId ?? null;
      const identified = await identify(frame.token, room);
      if (!identified) return sessionExpired();
      const { auth, refused } = identified;
      if (frame.liveId !== liveId) return reject(400, Msg.badRequest, clientMsgId);
      if (!(await deps.sendLimits.take(auth.member.id, client.isRoomTeacher)))
        return reject(429, LiveMsg.tooFast, clientMsgId);
      if (refused) return reject(refused.code, refused.msg, clientMsgId);
      try {
        const message = await messages.post({
          auth,
          liveId,
          categoryId: frame.categoryId,
          liveTypeId: frame.liveTypeId,
          content: frame.content,
          pic: frame.pic,
          quoteId: frame.quoteId,
          author: {
            memberId: auth.member.id,
            teacherId: auth.member.teacherId,
            name: auth.member.name,
            nickname: auth.member.nickname,
            avatar: auth.member.avatar,
          },
        });
        send({ type: 'ack', clientMsgId, id: message.id });
      } catch (error) {
        if (error instanceof AppError) return reject(error.code, error.msg, clientMsgId);
        deps.log.error({ err: error }, 'live message send failed');
        reject(500, Msg.sendFailed, clientMsgId);
      }
    },

    /** A grant changed or lapsed: the hub holds the room's frames until this decides. */
    async recheck(room: RoomSnapshot): Promise<void> {
      let refused: NoPermissionError | null = new NoPermissionError();
      let until: number | undefined;
      for (let attempt = 1; attempt <= LIVE_ACCESS_CHECK_ATTEMPTS; attempt += 1) {
        const mark = hub.accessSeq();
        try {
          // Grants are read afresh: the change that asked for this check is what matters.
          ({ refused, until } = await right(await messages.viewerOf(auth), room));
        } catch (error) {
          // Fail closed: without an answer the paid frames stay off this socket.
          deps.log.error({ err: error }, 'live socket right re-check failed');
          refused = new NoPermissionError();
          until = undefined;
          break;
        }
        if (!client.held) return; // signed out meanwhile: nothing is held any more
        if (!hub.touchedSince(mark, auth?.member.id ?? null, auth?.tokenHash ?? null)) break;
        // Changed again while checking, and again: fail closed.
        refused = new NoPermissionError();
        until = undefined;
      }
      if (!client.held) return;
      setRightUntil(until);
      hub.settle(client, refused === null);
      if (refused) reject(refused.code, refused.msg);
    },

    /** The session ended elsewhere; the hub has already dropped the member. The client logs out (SPEC §8). */
    signedOut(): void {
      auth = null;
      sessionExpired();
    },
  };
}
