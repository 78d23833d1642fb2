/**
 * A short-lived, size-bounded cache of read results keyed by a string. Concurrent misses of one key share
 * a single load (so a burst of identical requests costs one database read), failed loads are not kept,
 * and a TTL of 0 turns it into a pass-through. Time is the process's monotonic clock, not the business
 * clock: freshness is about wall time passing, whatever time the business logic believes it is.
 */
export interface PageCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): PageCache {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { expires: at + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps iterate in insertion order: the first keys are the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filter type; only its JSON is used
type PageRead = (filter: any, limit: number, offset: number) => Promise<unknown>;

/** Wraps a repository's `page` read with the cache; every other method passes through untouched. */
export function withCachedPages<R extends { page: PageRead }>(repo: R, cache: PageCache): R {
  const page = (filter: Parameters<R['page']>[0], limit: number, offset: number) =>
    cache.get(JSON.stringify([filter, limit, offset]), () => repo.page(filter, limit, offset));
  return { ...repo, page };
}

/** A read answered from the cache under `key(...args)`. */
export function cachedRead<A extends unknown[], T>(
  cache: PageCache,
  key: (...args: A) => string,
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return (...args: A) => cache.get(key(...args), () => read(...args));
}

/** A write after which the whole cache is dropped: what it changed may be in there under any key. */
export function clearingWrite<A extends unknown[], T>(
  cache: PageCache,
  write: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args: A) => {
    try {
      return await write(...args);
    } finally {
      cache.clear();
    }
  };
}
