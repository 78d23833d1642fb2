import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';

/**
 * Counts shared by every instance. INCRBY and PEXPIRE NX run in one MULTI, so the first count of a window
 * sets its expiry and later ones never extend it.
 */
export async function createRedisCounterStore(options: {
  url: string;
  prefix: string;
  onError?: (error: unknown) => void;
}): Promise<CounterStore> {
  const redis = new Redis(options.url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', options.onError ?? (() => undefined));
  await redis.connect();
  const keyOf = (key: string) => `${options.prefix}:${key}`;

  return {
    async increment(key, by, ttlMs) {
      const full = keyOf(key);
      const results = await redis.multi().incrby(full, by).pexpire(full, ttlMs, 'NX').exec();
      const [error, value] = results?.[0] ?? [new Error('redis: empty transaction result'), null];
      if (error) throw error;
      return Number(value);
    },
    async get(key) {
      return Number((await redis.get(keyOf(key))) ?? 0);
    },
    async remove(key) {
      await redis.del(keyOf(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
