import type { Clock } from '../clock';
import type { CounterStore } from './counter-store';

const SWEEP_EVERY = 1000;
/** Sliding windows longer than this are not used; older event lists are dropped by the sweep. */
const MAX_EVENT_AGE_MS = 3_600_000;

/** Counts for one process (the embedded default); expiry follows the injected clock. */
export function createMemoryCounterStore(clock: Clock): CounterStore {
  const counts = new Map<string, { value: number; expiresAt: number }>();
  const events = new Map<string, number[]>();
  const lastEvents = new Map<string, { at: number; expiresAt: number }>();
  let writes = 0;

  const live = (key: string) => {
    const entry = counts.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= clock.now().getTime()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };

  function sweep() {
    const now = clock.now().getTime();
    for (const [key, entry] of counts) if (entry.expiresAt <= now) counts.delete(key);
    for (const [key, list] of events) if ((list.at(-1) ?? 0) <= now - MAX_EVENT_AGE_MS) events.delete(key);
    for (const [key, last] of lastEvents) if (last.expiresAt <= now) lastEvents.delete(key);
  }

  return {
    async increment(key, by, ttlMs) {
      writes += 1;
      if (writes % SWEEP_EVERY === 0) sweep();
      const entry = live(key);
      if (entry) {
        entry.value += by;
        return entry.value;
      }
      counts.set(key, { value: by, expiresAt: clock.now().getTime() + ttlMs });
      return by;
    },
    async get(key) {
      return live(key)?.value ?? 0;
    },
    async remove(key) {
      counts.delete(key);
    },
    async record(key, at, windowMs, limit) {
      writes += 1;
      if (writes % SWEEP_EVERY === 0) sweep();
      const recent = (events.get(key) ?? []).filter((t) => t > at - windowMs);
      const ok = recent.length < limit;
      if (ok) recent.push(at);
      events.set(key, recent);
      return { ok, count: recent.length };
    },
    async space(key, at, gapMs, ttlMs) {
      writes += 1;
      if (writes % SWEEP_EVERY === 0) sweep();
      const last = lastEvents.get(key);
      if (gapMs > 0 && last && last.expiresAt > clock.now().getTime() && at < last.at + gapMs) {
        return { ok: false, retryAfterMs: last.at + gapMs - at };
      }
      lastEvents.set(key, { at, expiresAt: clock.now().getTime() + ttlMs });
      return { ok: true, retryAfterMs: 0 };
    },
    async close() {
      lastEvents.clear();
      counts.clear();
      events.clear();
    },
  };
}
