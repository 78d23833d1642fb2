import { describe, expect, it } from 'vitest';
import { createPageCache, withCachedPages } from './page-cache';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => () => {
      calls += 1;
      return Promise.resolve(`${value}#${calls}`);
    },
    get calls() {
      return calls;
    },
  };
}

describe('page cache', () => {
  it('answers a key from one load until the TTL passes', async () => {
    let time = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const c = counter();
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    time = 999;
    expect(await cache.get('a', c.load('a'))).toBe('a#1');
    time = 1000;
    expect(await cache.get('a', c.load('a'))).toBe('a#2');
    expect(c.calls).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const c = counter();
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', c.load('k'))));
    expect(results).toEqual(['k#1', 'k#1', 'k#1']);
    expect(c.calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('drops the oldest keys beyond its size and forgets everything on clear', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const c = counter();
    await cache.get('a', c.load('a'));
    await cache.get('b', c.load('b'));
    await cache.get('c', c.load('c'));
    expect(await cache.get('b', c.load('b'))).toBe('b#2');
    expect(await cache.get('a', c.load('a'))).toBe('a#4');
    cache.clear();
    expect(await cache.get('b', c.load('b'))).toBe('b#5');
  });

  it('with a TTL of 0 loads every time', async () => {
    const cache = createPageCache({ ttlMs: 0, maxEntries: 10 });
    const c = counter();
    await cache.get('a', c.load('a'));
    await cache.get('a', c.load('a'));
    expect(c.calls).toBe(2);
  });

  it('caches a repository page by filter and window, and passes other methods through', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let reads = 0;
    const repo = {
      page: (filter: { categoryId?: number }, limit: number, offset: number) => {
        reads += 1;
        return Promise.resolve({ rows: [filter.categoryId, limit, offset], total: reads });
      },
      other: () => 'untouched',
    };
    const cached = withCachedPages(repo, cache);
    expect(await cached.page({ categoryId: 1 }, 20, 0)).toEqual({ rows: [1, 20, 0], total: 1 });
    expect(await cached.page({ categoryId: 1 }, 20, 0)).toEqual({ rows: [1, 20, 0], total: 1 });
    expect(await cached.page({ categoryId: 1 }, 20, 20)).toEqual({ rows: [1, 20, 20], total: 2 });
    expect(await cached.page({ categoryId: 2 }, 20, 0)).toEqual({ rows: [2, 20, 0], total: 3 });
    expect(cached.other()).toBe('untouched');
  });
});
