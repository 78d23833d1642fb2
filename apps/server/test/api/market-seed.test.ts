import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityDetail } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { openPglite, openPostgres } from '../../src/db/client';
import { loadMarketSeed } from '../../src/modules/markets/market-seed';
import { loadMarketConfig } from '../../src/providers/market/market-config';
import { createSimulatedMarket } from '../../src/providers/market/simulated-market';
import { client } from '../helpers/http';
import { createTestApp, TEST_MARKET_SEED, type TestApp } from '../helpers/test-app';

/** Monday 2026-11-23, 10:31 in Shanghai: prices move minute by minute. */
const TRADING = new Date('2026-11-23T10:31:00+08:00');
const CODES = ['600519', '300750', '601318', '000333', '688981'];
const publicMarket = createSimulatedMarket({ seed: TEST_MARKET_SEED });

async function pricesSeenBy(t: TestApp): Promise<number[]> {
  t.clock.set(TRADING);
  const api = client(t.app);
  const prices: number[] = [];
  for (const code of CODES)
    prices.push((await api.get<SecurityDetail>(`${Api.stockSecurity}/${code}`)).data!.quote.priceFen);
  return prices;
}

async function publicSeedPrices(): Promise<number[]> {
  const quotes = await publicMarket.quotes(CODES, TRADING);
  return CODES.map((code) => quotes.get(code)!.priceFen);
}

const ownSeed = { provider: 'simulated', seed: undefined, clockStart: undefined, settleEveryMs: 0 } as const;

describe('the simulated market seed', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ config: { market: ownSeed } });
    second = await createTestApp({ config: { market: ownSeed }, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('is a secret of the install: prices do not follow the public seed, and instances agree', async () => {
    const expected = await publicSeedPrices();
    const seenByFirst = await pricesSeenBy(first);
    const seenBySecond = await pricesSeenBy(second);
    expect(seenBySecond).toEqual(seenByFirst);
    const predicted = seenByFirst.filter((price, i) => price === expected[i]).length;
    expect(predicted).toBe(0);
  });

  it('follows MARKET_SEED when it is set', async () => {
    expect(loadMarketConfig({ MARKET_SEED: 'demo-seed' })).toMatchObject({ seed: 'demo-seed' });
    expect(loadMarketConfig({})).toMatchObject({ provider: 'simulated', seed: undefined });
    expect(await loadMarketSeed(first.db, 'demo-seed')).toBe('demo-seed');
    const t = await createTestApp({ shareDatabaseWith: first }); // MARKET_SEED=markets-v1
    try {
      expect(await pricesSeenBy(t)).toEqual(await publicSeedPrices());
    } finally {
      await t.close();
    }
  });

  it('differs between fresh data directories and survives a restart', async () => {
    const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'market-seed-'))));
    try {
      const seedOf = async (dir: string) => {
        const handle = await openPglite({ dataDir: dir });
        try {
          await handle.migrate();
          return await loadMarketSeed(handle.db, undefined);
        } finally {
          await handle.close();
        }
      };
      const [a, b] = [await seedOf(dirs[0]!), await seedOf(dirs[1]!)];
      expect(a).not.toBe(b);
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(await seedOf(dirs[0]!)).toBe(a);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }, 180_000); // each fresh data directory is made by initdb in a child process: slow on a loaded machine

  it.runIf(process.env.TEST_DATABASE_URL)(
    'is one seed for every instance of one PostgreSQL, even when they start together',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const instances = await Promise.all([0, 1, 2].map(() => openPostgres(url.toString(), { max: 2 })));
      try {
        await instances[0]!.migrate();
        const seeds = await Promise.all(instances.map((h) => loadMarketSeed(h.db, undefined)));
        expect(new Set(seeds).size).toBe(1);
      } finally {
        await Promise.all(instances.map((h) => h.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
