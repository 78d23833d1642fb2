import { Redis } from 'ioredis';
import { decodeEvent, encodeEvent, type Broker, type BrokerEvent } from './broker';

export interface RedisBrokerOptions {
  url: string;
  channel: string;
  onError?: (error: unknown) => void;
}

/**
 * Redis pub/sub between instances. Pub/sub needs a connection of its own, so there are two. Every
 * instance (the publisher included) receives each event from Redis exactly once and fans it out locally.
 */
export async function createRedisBroker(options: RedisBrokerOptions): Promise<Broker> {
  const onError = options.onError ?? (() => undefined);
  const pub = new Redis(options.url, { maxRetriesPerRequest: 3, lazyConnect: true });
  const sub = new Redis(options.url, { lazyConnect: true });
  // ioredis reconnects by itself; an unhandled 'error' event would crash the process instead.
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);

  const handlers: Array<(event: BrokerEvent) => void> = [];
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== options.channel) return;
    const event = decodeEvent(raw);
    if (!event) return;
    for (const handler of handlers) handler(event);
  });
  await sub.subscribe(options.channel);

  return {
    kind: 'redis',
    async publish(event) {
      await pub.publish(options.channel, encodeEvent(event));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
