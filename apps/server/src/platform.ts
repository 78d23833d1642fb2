import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_CACHE_MAX_ENTRIES, LIST_CACHE_MAX_ENTRIES } from '@app/contract/limits';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { createPageCache } from './lib/page-cache';
import { shareClears } from './lib/shared-page-cache';
import { createMemoryCounterStore } from './lib/rate-limit/memory-counter-store';
import { createRateLimits, type RateLimits } from './lib/rate-limit/rate-limits';
import { createRedisCounterStore } from './lib/rate-limit/redis-counter-store';
import { createSearchLimit } from './lib/search-limit';
import { createMediaAccess } from './modules/media/media-access';
import { isAccessEvent, type Broker } from './realtime/broker';
import { createMemoryBroker } from './realtime/broker-memory';
import { createRedisBroker } from './realtime/broker-redis';
import { createHub } from './realtime/hub';
import { createLocalPresence, createRedisPresence, type Presence } from './realtime/presence';
import { createRevocations } from './realtime/revocations';

/**
 * The deployment's shared infrastructure. With REDIS_URL every piece that must hold across instances
 * (abuse budgets, live events, presence, access changes) goes through Redis; without it, in-process.
 */
export async function createPlatform(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  broker?: Broker;
  rateLimits?: RateLimits;
}) {
  const { config, db, clock, log } = deps;
  const onRedisError = (error: unknown) => log.error({ err: error }, 'redis connection error');
  const rateLimits =
    deps.rateLimits ??
    createRateLimits({
      store: config.redisUrl
        ? await createRedisCounterStore({
            url: config.redisUrl,
            prefix: `${config.live.redisChannel}:limits`,
            onError: (error) => log.error({ err: error }, 'rate-limit store error'),
          })
        : createMemoryCounterStore(clock),
      clock,
      factor: config.rateLimitFactor,
    });
  const broker =
    deps.broker ??
    (config.redisUrl
      ? await createRedisBroker({
          url: config.redisUrl,
          channel: config.live.redisChannel,
          onError: onRedisError,
        })
      : createMemoryBroker());
  // A profile change made through another instance clears this one's auth cache too (shareClears), and so
  // does another instance's logout or grant change.
  const localAuthCache = createPageCache({ ttlMs: config.authCacheMs, maxEntries: AUTH_CACHE_MAX_ENTRIES });
  const authCache = shareClears(localAuthCache, {
    name: 'auth',
    broker,
    onError: (error) => log.error({ err: error }, 'cache clear publish failed'),
  });
  broker.subscribe((event) => {
    if (isAccessEvent(event)) localAuthCache.clear();
  });
  const hub = createHub({ broker, clock });
  const presence: Presence = config.redisUrl
    ? await createRedisPresence({
        url: config.redisUrl,
        prefix: config.live.redisChannel,
        localCounts: () => hub.localCounts(),
        onError: onRedisError,
      })
    : createLocalPresence((liveId) => hub.localCount(liveId));
  return {
    rateLimits,
    searchLimit: createSearchLimit(rateLimits),
    broker,
    revocations: createRevocations({
      broker,
      onError: (error) => log.error({ err: error }, 'revocation publish failed'),
    }),
    hub,
    presence,
    // Paid videos and screenshots leave the server only as signed, expiring links.
    media: await createMediaAccess({
      db,
      clock,
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      signingKey: config.mediaSigningKey,
    }),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    caches: {
      auth: authCache,
      list: () => createPageCache({ ttlMs: config.listCacheMs, maxEntries: LIST_CACHE_MAX_ENTRIES }),
      member: (name: string) =>
        shareClears(createPageCache({ ttlMs: config.authCacheMs, maxEntries: AUTH_CACHE_MAX_ENTRIES }), {
          name,
          broker,
          onError: (error) => log.error({ err: error }, 'cache clear publish failed'),
        }),
    },
    async close() {
      await rateLimits.close();
      await presence.close();
      await broker.close();
    },
  };
}
