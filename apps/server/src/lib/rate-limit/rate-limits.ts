import type { Clock } from '../clock';
import type { CounterStore } from './counter-store';

export interface Budget {
  limit: number;
  windowMs: number;
  /** Shifts window boundaries, e.g. 8 h so that day windows start at midnight China time. */
  offsetMs?: number;
}

export interface TakeResult {
  ok: boolean;
  /** Count in the current window after this take. */
  count: number;
  /** Until the current window ends (0 when ok). */
  retryAfterMs: number;
}

export interface RateLimit {
  /** Counts `cost` for key; refused once the window's count exceeds the limit (refused takes count too). */
  take(key: string, cost?: number): Promise<TakeResult>;
  /** The current window's count, without counting. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** The limit in force (after the deployment's factor). */
  readonly limit: number;
}

/** At most `limit` events in any `windowMs`: no burst at a window boundary, for limits people can feel. */
export interface SlidingLimit {
  /** Records an event now unless the window is full; refused events are not recorded. */
  take(key: string): Promise<boolean>;
}

/** One event per gap per key, the gap chosen per event (a wait that grows with what the key did). */
export interface Spacing {
  /** Records an event now unless the key's last one is less than `gapMs` ago; then answers the wait. */
  take(key: string, gapMs: number): Promise<{ ok: boolean; retryAfterMs: number }>;
}

export interface RateLimits {
  limit(name: string, budget: Budget): RateLimit;
  /** Not multiplied by the factor: such limits are part of how the product behaves, configured on their own. */
  sliding(name: string, budget: { limit: number; windowMs: number }): SlidingLimit;
  /** Not multiplied by the factor, like `sliding`; the last event is kept `keepMs` (the longest gap). */
  spacing(name: string, options: { keepMs: number }): Spacing;
  close(): Promise<void>;
}

/**
 * Fixed windows counted in a shared store. Each named limit keeps its own keys; `factor` multiplies every
 * limit (load tests and the end-to-end suite raise it; production keeps 1).
 */
export function createRateLimits(options: {
  store: CounterStore;
  clock: Clock;
  factor?: number;
}): RateLimits {
  const { store, clock } = options;
  const factor = options.factor ?? 1;

  return {
    limit(name, budget) {
      const limit = budget.limit * factor;
      const offset = budget.offsetMs ?? 0;
      const window = () => {
        const at = clock.now().getTime() + offset;
        const index = Math.floor(at / budget.windowMs);
        return { key: (k: string) => `${name}:${k}:${index}`, endsInMs: (index + 1) * budget.windowMs - at };
      };
      return {
        limit,
        async take(key, cost = 1) {
          const w = window();
          const count = await store.increment(w.key(key), cost, w.endsInMs);
          const ok = count <= limit;
          return { ok, count, retryAfterMs: ok ? 0 : w.endsInMs };
        },
        count: (key) => store.get(window().key(key)),
        reset: (key) => store.remove(window().key(key)),
      };
    },
    sliding(name, budget) {
      return {
        take: async (key) =>
          (await store.record(`${name}:${key}`, clock.now().getTime(), budget.windowMs, budget.limit)).ok,
      };
    },
    spacing(name, spacingOptions) {
      return {
        take: (key, gapMs) =>
          store.space(`${name}:${key}`, clock.now().getTime(), gapMs, spacingOptions.keepMs),
      };
    },
    close: () => store.close(),
  };
}
