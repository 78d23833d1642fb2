import { pingSockets } from './socket-pinger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  CHAT_SOCKET_AUTH_TIMEOUT_MS,
  CHAT_SOCKET_MAX_PAYLOAD_BYTES,
  CHAT_SOCKET_PATH,
  chatClientFrame,
  type ChatServerFrame,
} from '@app/contract/chat';
import { ResultCode } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import type { LiveConfig } from '../config';
import type { RequestAuth } from '../plugins/auth';
import { CHAT_SIGNED_OUT_CLOSE, type ChatClient, type ChatHub } from './chat-hub';
import { isAllowedOrigin } from './origin-policy';
import { createAddressCounter, createFrameBudget } from './socket-guards';

export interface ChatSocketOptions {
  /** The live socket's guards (origins, per-address sockets, frame budget, pings) hold here too. */
  config: LiveConfig;
  hub: ChatHub;
  authenticate(token: string): Promise<RequestAuth | null>;
}

const OPEN = 1;
const POLICY = 1008;

/**
 * The private-message socket: one per signed-in client, whatever page it is on. The first frame signs it in
 * (the token never travels in the URL, where logs would keep it); after that it only receives frames.
 */
async function chatSocketPlugin(app: FastifyInstance, options: ChatSocketOptions) {
  const { hub, config } = options;
  const addresses = createAddressCounter();
  if (!app.hasDecorator('websocketServer')) {
    await app.register(fastifyWebsocket, { options: { maxPayload: CHAT_SOCKET_MAX_PAYLOAD_BYTES } });
  }

  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const { origin } = request.headers;
        if (!isAllowedOrigin(origin, request.host, config.allowedOrigins, config.allowLocalOrigins)) {
          await reply.code(403).type('text/plain; charset=utf-8').send('Forbidden origin');
        }
      },
    },
    (socket: WebSocket, request) => {
      const address = request.ip;
      if (!addresses.take(address, config.maxSocketsPerIp)) {
        socket.close(POLICY, 'too many connections');
        return;
      }
      let client: ChatClient | null = null;
      let signingIn = false;
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
      };
      const refuse = () => {
        send({ type: 'error', code: ResultCode.unauthorized, msg: Msg.sessionExpired });
        socket.close(CHAT_SIGNED_OUT_CLOSE, 'unauthorized');
      };
      const authTimer = setTimeout(() => {
        if (!client) socket.close(POLICY, 'no auth');
      }, CHAT_SOCKET_AUTH_TIMEOUT_MS);
      authTimer.unref();

      socket.on('error', (error) => request.log.debug({ err: error }, 'chat socket error'));
      socket.on('close', () => {
        clearTimeout(authTimer);
        addresses.release(address);
        if (client) hub.leave(client);
      });

      const budget = createFrameBudget(config.frameLimit, config.frameWindowMs);
      socket.on('message', (data, isBinary) => {
        if (!budget.take()) {
          socket.close(POLICY, 'too many frames');
          return;
        }
        let parsed: ReturnType<typeof chatClientFrame.safeParse>;
        try {
          parsed = chatClientFrame.safeParse(isBinary ? null : JSON.parse(String(data)));
        } catch {
          parsed = chatClientFrame.safeParse(null);
        }
        if (!parsed.success) {
          send({ type: 'error', code: ResultCode.badRequest, msg: Msg.badRequest });
          return;
        }
        const frame = parsed.data;
        if (frame.type === 'heartbeat' || client || signingIn) return;
        signingIn = true;
        options.authenticate(frame.token).then(
          (auth) => {
            if (socket.readyState !== OPEN) return;
            if (!auth) return refuse();
            client = {
              socket,
              memberId: auth.member.id,
              teacherId: auth.member.teacherId,
              tokenHash: auth.tokenHash,
              alive: true,
            };
            socket.on('pong', () => {
              if (client) client.alive = true;
            });
            hub.join(client);
            send({ type: 'ready' });
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'chat socket sign-in failed');
            socket.close(1011, 'server error');
          },
        );
      });
    },
  );

  pingSockets(app, () => hub.clients(), config.socketPingMs);
}

export const chatSocket = fp(chatSocketPlugin, { name: 'chat-socket' });
