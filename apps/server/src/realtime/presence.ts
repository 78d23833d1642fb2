import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** How many sockets are in a room, across instances when Redis is configured. */
export interface Presence {
  online(liveId: number): Promise<number>;
  /** Sockets joined or left here: share the new counts soon (debounced, so a burst of joins costs one write). */
  touch(): void;
  close(): Promise<void>;
}

export function createLocalPresence(localCount: (liveId: number) => number): Presence {
  return {
    online: async (liveId) => localCount(liveId),
    touch: () => undefined,
    close: async () => undefined,
  };
}

const REPORT_MS = 5_000;
const TOUCH_DEBOUNCE_MS = 300;
const REPORT_TTL_S = 15;

/**
 * Each instance writes its per-room socket counts to a hash that expires unless refreshed, so a crashed
 * instance drops out within REPORT_TTL_S. A room's count is this instance's live figure plus the other
 * instances' last reports (at most REPORT_MS old).
 */
export async function createRedisPresence(options: {
  url: string;
  prefix: string;
  localCounts: () => Map<number, number>;
  onError?: (error: unknown) => void;
}): Promise<Presence> {
  const instanceId = randomUUID();
  const redis = new Redis(options.url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', options.onError ?? (() => undefined));
  await redis.connect();
  const instancesKey = `${options.prefix}:instances`;
  const keyOf = (id: string) => `${options.prefix}:online:${id}`;

  async function report(): Promise<void> {
    const counts = options.localCounts();
    const key = keyOf(instanceId);
    const multi = redis.multi().del(key);
    if (counts.size > 0) multi.hset(key, Object.fromEntries(counts));
    await multi.expire(key, REPORT_TTL_S).sadd(instancesKey, instanceId).exec();
  }
  const timer = setInterval(() => {
    report().catch(options.onError ?? (() => undefined));
  }, REPORT_MS);
  timer.unref();
  await report();
  let pending: NodeJS.Timeout | null = null;

  return {
    async online(liveId) {
      const local = options.localCounts().get(liveId) ?? 0;
      const others = (await redis.smembers(instancesKey)).filter((id) => id !== instanceId);
      if (others.length === 0) return local;
      const pipeline = redis.pipeline();
      for (const id of others) pipeline.exists(keyOf(id)).hget(keyOf(id), String(liveId));
      const results = (await pipeline.exec()) ?? [];
      let total = local;
      const gone: string[] = [];
      others.forEach((id, i) => {
        const exists = results[i * 2]?.[1];
        const value = results[i * 2 + 1]?.[1];
        if (exists === 0) gone.push(id);
        else total += Number(value ?? 0) || 0;
      });
      if (gone.length > 0) await redis.srem(instancesKey, ...gone);
      return total;
    },
    touch() {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        report().catch(options.onError ?? (() => undefined));
      }, TOUCH_DEBOUNCE_MS);
      pending.unref();
    },
    async close() {
      clearInterval(timer);
      if (pending) clearTimeout(pending);
      await redis
        .multi()
        .del(keyOf(instanceId))
        .srem(instancesKey, instanceId)
        .exec()
        .catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
