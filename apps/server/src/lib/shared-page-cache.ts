import { isCacheEvent, type Broker } from '../realtime/broker';
import type { PageCache } from './page-cache';

/**
 * A page cache whose clears reach every instance: a write through one instance drops this cache here at once
 * and, through the broker, on every other instance, so no instance answers from a copy the write made
 * stale until its TTL runs out. A broker failure is logged; the TTL still bounds the staleness then.
 */
export function shareClears(
  cache: PageCache,
  deps: { name: string; broker: Broker; onError: (error: unknown) => void },
): PageCache {
  const { name, broker } = deps;
  broker.subscribe((event) => {
    if (isCacheEvent(event) && event.cache === name) cache.clear();
  });
  return {
    get: (key, load) => cache.get(key, load),
    clear() {
      cache.clear();
      broker.publish({ kind: 'cache-stale', cache: name }).catch(deps.onError);
    },
  };
}
