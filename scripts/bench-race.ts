// Stock race benchmark: a race with BENCH_PARTICIPANTS portfolios (default 10,000) holding 1–3 stocks
// each. Prints the time to settle one day (value every portfolio at the close, rank, write the daily
// rows) and the latency of the race page's calls (info, ranking page 1, a portfolio, the chart) as
// p50/p99 over BENCH_REQUESTS sequential requests each, on the embedded database (or PostgreSQL with
// TEST_DATABASE_URL). The ranking is kept per instance for a market minute (a few seconds): its `first`
// figure is the full recomputation over every portfolio. Run: npm run bench:race
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import {
  stockPositions,
  stockRaceParticipants,
  stockRaces,
  stockRaceSettlements,
} from '../apps/server/src/db/schema/markets';
import { settleRaceDay } from '../apps/server/src/modules/markets/race-settlement';
import { SIM_SECURITIES } from '../apps/server/src/providers/market/securities';
import { createSimulatedMarket } from '../apps/server/src/providers/market/simulated-market';
import { createTestApp, TEST_MARKET_SEED } from '../apps/server/test/helpers/test-app';

const participants = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const CAPITAL = 100_000_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const t = await createTestApp();
  t.clock.set(new Date('2026-11-23T10:00:00+08:00'));
  const [category] = await t.db.select({ id: stockRaces.categoryId }).from(stockRaces).limit(1);
  const [race] = await t.db
    .insert(stockRaces)
    .values({
      categoryId: category!.id,
      title: 'bench',
      pic: '',
      summary: '',
      rules: '',
      startDay: '2026-11-16',
      endDay: '2026-12-31',
      initialCapitalFen: CAPITAL,
      benchmarkCode: '000300',
    })
    .returning();
  const stocks = SIM_SECURITIES.filter((s) => !s.isIndex).map((s) => s.code);
  let seed = 42;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const started = performance.now();
  for (let i = 0; i < participants; i += 1000) {
    const rows = await t.db
      .insert(stockRaceParticipants)
      .values(
        Array.from({ length: Math.min(1000, participants - i) }, (_, k) => ({
          raceId: race!.id,
          name: `选手${i + k + 1}`,
          cashFen: Math.round(CAPITAL * (0.2 + 0.5 * rand())),
          joinedAt: new Date('2026-11-16T01:40:00Z'),
        })),
      )
      .returning({ id: stockRaceParticipants.id });
    const positions = rows.flatMap(({ id }) => {
      const n = 1 + Math.floor(rand() * 3);
      const codes = new Set(Array.from({ length: n }, () => stocks[Math.floor(rand() * stocks.length)]!));
      return [...codes].map((code) => ({
        participantId: id,
        code,
        quantity: 100 * (1 + Math.floor(rand() * 50)),
        costBasisFen: Math.round(CAPITAL * 0.1),
      }));
    });
    await t.db.insert(stockPositions).values(positions);
  }
  console.log(
    `race with ${participants} portfolios set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The market the test app runs (its known seed), so the settled closes match what its pages read.
  const market = createSimulatedMarket({ seed: TEST_MARKET_SEED });
  const settleStart = performance.now();
  await settleRaceDay(t.db, market, race!, '2026-11-20', t.clock.now());
  const settleMs = performance.now() - settleStart;
  const settled = await t.db
    .select()
    .from(stockRaceSettlements)
    .where(eq(stockRaceSettlements.raceId, race!.id));
  console.log(`settle one day: ${settleMs.toFixed(0)} ms (${settled[0]?.participants} portfolios)`);

  const [someone] = await t.db
    .select({ id: stockRaceParticipants.id })
    .from(stockRaceParticipants)
    .where(eq(stockRaceParticipants.raceId, race!.id))
    .limit(1);
  const calls = [
    ['race info', `/api/stock/race/ver/2/info/${race!.id}`],
    ['ranking page 1', `/api/stock/race/ver/2/ranking?raceId=${race!.id}&pageNum=1&pageSize=20`],
    ['a portfolio', `/api/stock/race/ver/2/portfolio?raceId=${race!.id}&participantId=${someone!.id}`],
    [
      'return chart',
      `/api/stock/race/statistics/ver/2/line/chart/data?raceId=${race!.id}&participantId=${someone!.id}`,
    ],
  ] as const;
  for (const [name, url] of calls) {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const s = performance.now();
      const res = await t.app.inject({ method: 'GET', url });
      times.push(performance.now() - s);
      if (res.json().code !== 200) throw new Error(`${name}: ${res.body.slice(0, 200)}`);
    }
    const first = times[0]!;
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(16)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms  first ${first.toFixed(1)} ms`,
    );
  }
  await t.close();
}

await main();
