import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock';
import type { CounterStore } from './counter-store';
import { createMemoryCounterStore } from './memory-counter-store';
import { createRateLimits } from './rate-limits';
import { createRedisCounterStore } from './redis-counter-store';

const redisUrl = process.env.TEST_REDIS_URL;
const start = new Date('2026-03-02T01:00:00.000Z');

const stores: Array<[string, (clock: ReturnType<typeof createManualClock>) => Promise<CounterStore>]> = [
  ['memory', async (clock) => createMemoryCounterStore(clock)],
];
if (redisUrl) {
  stores.push(['redis', async () => createRedisCounterStore({ url: redisUrl, prefix: `t:${randomUUID()}` })]);
}

describe.each(stores)('rate limits on the %s store', (_name, makeStore) => {
  const opened: CounterStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  async function setup(factor = 1) {
    const clock = createManualClock(start);
    const store = await makeStore(clock);
    opened.push(store);
    return { clock, limits: createRateLimits({ store, clock, factor }) };
  }

  it('allows the budget, refuses beyond it, and says how long until the window ends', async () => {
    const { limits } = await setup();
    const limit = limits.limit('send', { limit: 3, windowMs: 60_000 });
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limit.take('ip:1'));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterMs).toBe(60_000);
    expect(await limit.count('ip:1')).toBe(4);
    expect((await limit.take('ip:2')).ok).toBe(true);
  });

  it('starts a fresh window when the clock passes the boundary', async () => {
    const { clock, limits } = await setup();
    const limit = limits.limit('send', { limit: 1, windowMs: 60_000 });
    expect((await limit.take('k')).ok).toBe(true);
    expect((await limit.take('k')).ok).toBe(false);
    clock.advance(60_000);
    expect((await limit.take('k')).ok).toBe(true);
  });

  it('aligns day windows to midnight China time with an offset', async () => {
    const { clock, limits } = await setup();
    // 01:00 UTC is 09:00 in China; the China day ends at 16:00 UTC.
    const daily = limits.limit('daily', { limit: 1, windowMs: 86_400_000, offsetMs: 8 * 3_600_000 });
    expect((await daily.take('m')).ok).toBe(true);
    const refused = await daily.take('m');
    expect(refused.retryAfterMs).toBe(15 * 3_600_000);
    clock.advance(15 * 3_600_000);
    expect((await daily.take('m')).ok).toBe(true);
  });

  it('charges a cost, resets a key, keeps names apart and multiplies limits by the factor', async () => {
    const { limits } = await setup(10);
    const bytes = limits.limit('bytes', { limit: 100, windowMs: 60_000 });
    expect(bytes.limit).toBe(1000);
    expect((await bytes.take('m', 900)).ok).toBe(true);
    expect((await bytes.take('m', 200)).ok).toBe(false);
    await bytes.reset('m');
    expect(await bytes.count('m')).toBe(0);
    const other = limits.limit('other', { limit: 1, windowMs: 60_000 });
    expect(await other.count('m')).toBe(0);
  });
});

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('counts takes from two instances against one budget', async () => {
    const clock = createManualClock(start);
    const prefix = `t:${randomUUID()}`;
    const a = await createRedisCounterStore({ url: redisUrl ?? '', prefix });
    const b = await createRedisCounterStore({ url: redisUrl ?? '', prefix });
    try {
      const budget = { limit: 2, windowMs: 60_000 };
      const first = createRateLimits({ store: a, clock }).limit('send', budget);
      const second = createRateLimits({ store: b, clock }).limit('send', budget);
      expect((await first.take('ip')).ok).toBe(true);
      expect((await second.take('ip')).ok).toBe(true);
      expect((await first.take('ip')).ok).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.each(stores)('sliding limits on the %s store', (_name, makeStore) => {
  it('admits at most the limit in any window, without a burst at a boundary, and records no refusal', async () => {
    const clock = createManualClock(start);
    const store = await makeStore(clock);
    try {
      const limits = createRateLimits({ store, clock, factor: 1000 });
      const sends = limits.sliding(`send:${randomUUID()}`, { limit: 2, windowMs: 10_000 });
      expect(await sends.take('m')).toBe(true);
      clock.advance(9_000);
      expect(await sends.take('m')).toBe(true);
      // A fixed window would have started afresh here; the sliding one still holds the first send.
      clock.advance(1_500);
      expect(await sends.take('m')).toBe(true);
      expect(await sends.take('m')).toBe(false);
      expect(await sends.take('other')).toBe(true);
      // The refused take did not count: once the send at 9 s leaves the window (at 19 s), there is room.
      clock.advance(8_400);
      expect(await sends.take('m')).toBe(false);
      clock.advance(200);
      expect(await sends.take('m')).toBe(true);
    } finally {
      await store.close();
    }
  });
});

describe.each(stores)('spacing on the %s store', (_name, makeStore) => {
  it('admits one event per gap, says the wait, records no refusal, and takes a gap chosen per event', async () => {
    const clock = createManualClock(start);
    const store = await makeStore(clock);
    try {
      const turns = createRateLimits({ store, clock }).spacing(`turn:${randomUUID()}`, { keepMs: 60_000 });
      expect(await turns.take('a', 0)).toEqual({ ok: true, retryAfterMs: 0 });
      expect(await turns.take('a', 10_000)).toEqual({ ok: false, retryAfterMs: 10_000 });
      expect((await turns.take('b', 10_000)).ok).toBe(true);
      clock.advance(4_000);
      expect(await turns.take('a', 10_000)).toEqual({ ok: false, retryAfterMs: 6_000 });
      clock.advance(6_000);
      expect((await turns.take('a', 10_000)).ok).toBe(true);
      // The next gap is longer and counts from the event just admitted.
      clock.advance(15_000);
      expect(await turns.take('a', 20_000)).toEqual({ ok: false, retryAfterMs: 5_000 });
      // A gap of 0 always records, even when the last event lies ahead (a test clock set back).
      clock.advance(-60_000);
      expect(await turns.take('a', 0)).toEqual({ ok: true, retryAfterMs: 0 });
    } finally {
      await store.close();
    }
  });
});
