import { pingSockets } from './socket-pinger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { INT4_MAX, LIVE_DEVICE_ID_MAX_CHARS, LIVE_SOCKET_MAX_PAYLOAD_BYTES } from '@app/contract/limits';
import { LIVE_SOCKET_PATH, type ServerSocketMessage } from '@app/contract/socket';
import type { LiveConfig } from '../config';
import type { LiveMessageService } from '../modules/live-message/live-message.service';
import type { LiveRoomService, RoomSnapshot } from '../modules/live-room/live-room.service';
import type { RequestAuth } from '../plugins/auth';
import { parseClientFrame } from './client-frame';
import type { Hub, LiveClient } from './hub';
import { isAllowedOrigin } from './origin-policy';
import type { Presence } from './presence';
import { createRoomProtocol } from './room-protocol';
import type { SendLimits } from './send-limits';
import { createAddressCounter, createFrameBudget } from './socket-guards';

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

/**
 * The live room socket's transport: origin and per-address caps, joining the room, the per-socket frame
 * budget, ordering of frames, pings. What frames mean is room-protocol.ts.
 */
async function liveSocketPlugin(app: FastifyInstance, options: LiveSocketOptions) {
  const { hub, rooms, presence, config } = options;
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
      const send = (message: ServerSocketMessage) => {
        if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
      };

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

      if (!Number.isInteger(liveId) || liveId < 1 || liveId > INT4_MAX) {
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

      const protocol = createRoomProtocol({ ...options, liveId, client, send, log: request.log });

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
        if (change === 'recheck') enqueue((room) => protocol.recheck(room));
        else protocol.signedOut();
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
        enqueue(async (room) => {
          const parsed = parseClientFrame(data, isBinary);
          if (!parsed.ok) return protocol.reject(parsed.code, parsed.msg, parsed.clientMsgId);
          const { frame } = parsed;
          if (frame.type === 'heartbeat') return protocol.heartbeat();
          if (frame.type === 'online') return protocol.online(frame, room);
          return protocol.msg(frame, room);
        });
      });
    },
  );

  pingSockets(app, () => hub.clients(), config.socketPingMs);
}

export const liveSocket = fp(liveSocketPlugin, { name: 'live-socket' });
