import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyWebsocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import {
  LIVE_ACCESS_CHECK_ATTEMPTS,
  LIVE_DEVICE_ID_MAX_CHARS,
  LIVE_SOCKET_MAX_PAYLOAD_BYTES,
} from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { clientSocketMessage, LIVE_SOCKET_PATH, type ServerSocketMessage } from '@app/contract/socket';
import type { LiveConfig } from '../config';
import { AppError, NoPermissionError } from '../errors';
import {
  viewerOfAuth,
  visitorViewer,
  type LiveMessageService,
  type Viewer,
} from '../modules/live-message/live-message.service';
import type { LiveRoomService, RoomSnapshot } from '../modules/live-room/live-room.service';
import type { RequestAuth } from '../plugins/auth';
import type { Hub, LiveClient } from './hub';
import { isAllowedOrigin } from './origin-policy';
import type { Presence } from './presence';
import type { SendLimits } from './send-limits';

export interface LiveSocketOptions {
  config: LiveConfig;
  hub: Hub;
  presence: Presence;
  rooms: LiveRoomService;
  messages: LiveMessageService;
  /** Posting rates (the room's teachers, members), shared by every instance. */
  sendLimits: SendLimits;
  authenticate(token: string): Promise<RequestAuth | null>;
}

const OPEN = 1;
/** Close codes; the room's are in the application range (4000-4999), told apart from network drops. */
export const CloseCode = {
  badRoomId: 4400,
  roomNotFound: 4404,
  serverError: 1011,
  goingAway: 1001,
  /** Too many sockets from one address, or too many frames from one socket. */
  policy: 1008,
} as const;

const DEVICE_ID = new RegExp(`^[A-Za-z0-9_-]{1,${LIVE_DEVICE_ID_MAX_CHARS}}$`);

/** Open sockets per client address on this instance. */
function createAddressCounter() {
  const counts = new Map<string, number>();
  return {
    /** Counts one more socket for the address unless it already holds `max`. */
    take(address: string, max: number): boolean {
      const held = counts.get(address) ?? 0;
      if (held >= max) return false;
      counts.set(address, held + 1);
      return true;
    },
    release(address: string): void {
      const held = (counts.get(address) ?? 0) - 1;
      if (held > 0) counts.set(address, held);
      else counts.delete(address);
    },
  };
}

/** Fixed-window frame budget of one socket, on the monotonic clock: it is about wall time passing. */
function createFrameBudget(limit: number, windowMs: number, now: () => number = () => performance.now()) {
  let windowStart = now();
  let used = 0;
  return {
    take(): boolean {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        used = 0;
      }
      used += 1;
      return used <= limit;
    },
  };
}

async function liveSocketPlugin(app: FastifyInstance, options: LiveSocketOptions) {
  const { hub, rooms, messages, presence, config } = options;
  const addresses = createAddressCounter();

  await app.register(fastifyWebsocket, {
    // Compression costs CPU per socket per message; fan-out of small frames to thousands is cheaper raw.
    options: { maxPayload: LIVE_SOCKET_MAX_PAYLOAD_BYTES, perMessageDeflate: false },
  });

  app.get<{ Params: { liveId: string }; Querystring: { deviceId?: unknown } }>(
    `${LIVE_SOCKET_PATH}/:liveId`,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const { origin } = request.headers;
        if (!isAllowedOrigin(origin, request.host, config.allowedOrigins, config.allowLocalOrigins)) {
          request.log.info({ origin }, 'live socket refused: origin');
          await reply.code(403).type('text/plain; charset=utf-8').send('Forbidden origin');
        }
      },
    },
    (socket: WebSocket, request) => {
      // One client cannot hold more than its share of sockets (each costs memory and counts online).
      const address = request.ip;
      if (!addresses.take(address, config.maxSocketsPerIp)) {
        request.log.info({ address }, 'live socket refused: too many from one address');
        socket.close(CloseCode.policy, 'too many connections');
        return;
      }
      socket.once('close', () => addresses.release(address));

      const liveId = Number(request.params.liveId);
      const deviceId = request.query.deviceId;
      const client: LiveClient = {
        socket,
        liveId,
        memberId: null,
        isRoomTeacher: false,
        // Decided once the room is known; nothing reaches a socket before it has joined anyway.
        withheld: true,
        alive: true,
        // Several sockets of one device count once online (a member counts once whatever the device).
        ...(typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? { deviceKey: `d:${deviceId}` } : {}),
      };
      let joined = false;
      /** Who the socket speaks for, kept so a grant change can be checked again without a frame. */
      let viewer: Viewer = visitorViewer;
      const send = (message: ServerSocketMessage) => {
        if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
      };
      const reject = (code: number, msg: string, clientMsgId: string | null = null) =>
        send({ type: 'reject', code, msg, clientMsgId });

      socket.on('pong', () => {
        client.alive = true;
      });
      // Oversized frames and broken connections surface here; ws closes the socket itself.
      socket.on('error', (error) => request.log.debug({ err: error }, 'live socket error'));
      socket.on('close', () => {
        if (!joined) return;
        hub.leave(client);
        presence.touch();
      });

      if (!Number.isInteger(liveId) || liveId < 1 || liveId > 2_147_483_647) {
        socket.close(CloseCode.badRoomId, 'bad live room id');
        return;
      }

      // Visitors cost no query: the room comes from the short-lived cache shared by all sockets.
      const ready: Promise<RoomSnapshot | null> = rooms.snapshot(liveId).then(
        (room) => {
          if (!room) {
            socket.close(CloseCode.roomNotFound, 'live room not found');
            return null;
          }
          if (socket.readyState !== OPEN) return null;
          // A paid room's messages wait until the socket proves a right to them (online or msg with a token).
          client.paidRoom = room.row.moduleId !== null;
          client.withheld = client.paidRoom;
          hub.join(client);
          joined = true;
          presence.touch();
          return room;
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'live socket room lookup failed');
          socket.close(CloseCode.serverError, 'server error');
          return null;
        },
      );

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
          const auth = await options.authenticate(token);
          if (!auth) return null;
          const who = viewerOfAuth(auth);
          const { refused, until } = await right(who, room);
          // A logout or grant change during the check may have been read before it happened: look again.
          if (hub.touchedSince(mark, who.memberId, auth.tokenHash)) continue;
          viewer = who;
          hub.identify(client, who.memberId, auth.tokenHash);
          presence.touch();
          client.isRoomTeacher = rooms.isRoomTeacher(room, who.teacherId);
          client.withheld = refused !== null;
          setRightUntil(until);
          return { auth, refused };
        }
        return null;
      };

      /** A grant changed or lapsed: the hub holds the room's frames until this decides. */
      const recheck = async (room: RoomSnapshot): Promise<void> => {
        let refused: NoPermissionError | null = new NoPermissionError();
        let until: number | undefined;
        for (let attempt = 1; attempt <= LIVE_ACCESS_CHECK_ATTEMPTS; attempt += 1) {
          const mark = hub.accessSeq();
          try {
            ({ refused, until } = await right(viewer, room));
          } catch (error) {
            // Fail closed: without an answer the paid frames stay off this socket.
            request.log.error({ err: error }, 'live socket right re-check failed');
            refused = new NoPermissionError();
            until = undefined;
            break;
          }
          if (!client.held) return; // signed out meanwhile: nothing is held any more
          if (!hub.touchedSince(mark, viewer.memberId, viewer.auth?.tokenHash ?? null)) break;
          // Changed again while checking, and again: fail closed.
          refused = new NoPermissionError();
          until = undefined;
        }
        if (!client.held) return;
        setRightUntil(until);
        hub.settle(client, refused === null);
        if (refused) reject(refused.code, refused.msg);
      };

      async function handle(room: RoomSnapshot, data: RawData, isBinary: boolean): Promise<void> {
        if (isBinary) return reject(400, LiveMsg.badFrame);
        let raw: unknown;
        try {
          raw = JSON.parse(data.toString());
        } catch {
          return reject(400, LiveMsg.badFrame);
        }
        const echoed =
          raw && typeof raw === 'object' && typeof (raw as { clientMsgId?: unknown }).clientMsgId === 'string'
            ? ((raw as { clientMsgId: string }).clientMsgId.slice(0, 64) ?? null)
            : null;
        const parsed = clientSocketMessage.safeParse(raw);
        if (!parsed.success) {
          const tooLong = parsed.error.issues.some((i) => i.code === 'too_big' && i.path[0] === 'content');
          return reject(400, tooLong ? LiveMsg.payloadTooLarge : LiveMsg.badFrame, echoed);
        }
        const frame = parsed.data;

        if (frame.type === 'heartbeat') return send({ type: 'heartbeat', at: Date.now() });

        if (frame.type === 'online') {
          if (frame.liveId !== liveId) return reject(400, Msg.badRequest);
          let refused: NoPermissionError | null = null;
          if (frame.token) {
            const identified = await identify(frame.token, room);
            if (!identified) return send({ type: 'error', code: 401, msg: Msg.sessionExpired });
            refused = identified.refused;
          } else if (client.withheld) {
            refused = await refusal(visitorViewer, room);
          }
          // A paid room without the right: a `reject` 206 (not `error`, which would log the user out) and no
          // `online` answer, which clients take as "this socket now receives the room's messages".
          if (refused) return reject(refused.code, refused.msg);
          return send({ type: 'online', liveId, online: await presence.online(liveId) });
        }

        // msg: the token is checked on every send, so a logged-out or expired session stops at once.
        const clientMsgId = frame.clientMsgId ?? null;
        const identified = await identify(frame.token, room);
        if (!identified) return send({ type: 'error', code: 401, msg: Msg.sessionExpired });
        const { auth, refused } = identified;
        if (frame.liveId !== liveId) return reject(400, Msg.badRequest, clientMsgId);
        if (!(await options.sendLimits.take(auth.member.id, client.isRoomTeacher)))
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
          request.log.error({ err: error }, 'live message send failed');
          return reject(500, Msg.sendFailed, clientMsgId);
        }
      }

      // Frames of one socket (and re-checks of its right) are handled in order, after the room lookup.
      let queue: Promise<unknown> = ready;
      const enqueue = (work: (room: RoomSnapshot) => Promise<void>) => {
        queue = queue
          .then(async () => {
            const room = await ready;
            if (room) await work(room);
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'live socket frame failed'));
      };

      client.onAccessChange = (change) => {
        if (change === 'recheck') return enqueue(recheck);
        // The hub has already dropped the member; the client logs out on `error` (SPEC §8).
        viewer = visitorViewer;
        send({ type: 'error', code: 401, msg: Msg.sessionExpired });
      };

      // Junk counts too: every frame costs a parse and usually an answer.
      const budget = createFrameBudget(config.frameLimit, config.frameWindowMs);
      let flooded = false;
      socket.on('message', (data, isBinary) => {
        if (flooded) return;
        if (!budget.take()) {
          flooded = true;
          request.log.info({ address }, 'live socket closed: too many frames');
          socket.close(CloseCode.policy, 'too many frames');
          return;
        }
        enqueue((room) => handle(room, data, isBinary));
      });
    },
  );

  // Server pings; a socket that has not answered the previous ping by now is gone (sleeping phone, dead NAT).
  const pinger = setInterval(() => {
    for (const client of hub.clients()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      try {
        client.socket.ping();
      } catch {
        client.socket.terminate();
      }
    }
  }, config.socketPingMs);
  pinger.unref();
  app.addHook('onClose', async () => {
    clearInterval(pinger);
  });
}

export const liveSocket = fp(liveSocketPlugin, { name: 'live-socket' });
