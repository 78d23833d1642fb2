import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

/** A socket the server pings; `alive` is set again by its pong. */
export interface PingedClient {
  socket: WebSocket;
  alive: boolean;
}

/**
 * Server pings every `everyMs`; a socket that has not answered the previous ping by then is gone (sleeping
 * phone, dead NAT) and is let go. Stops when the app closes.
 */
export function pingSockets(
  app: FastifyInstance,
  clients: () => Iterable<PingedClient>,
  everyMs: number,
): void {
  const pinger = setInterval(() => {
    for (const client of clients()) {
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
  }, everyMs);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));
}
