import { randomUUID } from 'node:crypto';
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
  // One atomic step per event, so two instances never both admit the last event of a window.
  redis.defineCommand('slidingRecord', {
    numberOfKeys: 1,
    lua: `
      redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
      local n = redis.call('ZCARD', KEYS[1])
      if n >= tonumber(ARGV[3]) then return {0, n} end
      redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
      redis.call('PEXPIRE', KEYS[1], ARGV[2])
      return {1, n + 1}`,
  });
  // Read and write of the last event in one step, so two instances never both take the same turn.
  redis.defineCommand('spaceRecord', {
    numberOfKeys: 1,
    lua: `
      local last = tonumber(redis.call('GET', KEYS[1]))
      local at = tonumber(ARGV[1])
      local gap = tonumber(ARGV[2])
      if gap > 0 and last and at < last + gap then return last + gap - at end
      redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
      return 0`,
  });
  const spaceRecord = (
    redis as unknown as {
      spaceRecord(key: string, at: number, gapMs: number, ttlMs: number): Promise<number>;
    }
  ).spaceRecord.bind(redis);
  const slidingRecord = (
    redis as unknown as {
      slidingRecord(
        key: string,
        at: number,
        windowMs: number,
        limit: number,
        id: string,
      ): Promise<[number, number]>;
    }
  ).slidingRecord.bind(redis);

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
    async record(key, at, windowMs, limit) {
      const [ok, count] = await slidingRecord(keyOf(key), at, windowMs, limit, `${at}:${randomUUID()}`);
      return { ok: ok === 1, count };
    },
    async space(key, at, gapMs, ttlMs) {
      const wait = Number(await spaceRecord(keyOf(key), at, gapMs, Math.max(1, Math.ceil(ttlMs))));
      return { ok: wait <= 0, retryAfterMs: Math.max(0, wait) };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
