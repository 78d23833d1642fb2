import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import {
  MarketMsg,
  type Holding,
  type BondDetail,
  type Concept,
  type FinanceCalendar,
  type BondItem,
  type OrderResult,
  type PoolEntry,
  type StockPool,
  type Portfolio,
  type PortfolioSummary,
  type Quote,
  type RaceCard,
  type RaceCategory,
  type RaceChart,
  type RaceDetail,
  type SecurityDetail,
  type Trade,
} from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import {
  financeEvents,
  stockRaceDaily,
  stockRaceParticipants,
  stockRaces,
  stockRaceSettlements,
} from '../../src/db/schema/markets';
import { createMarketsRepository } from '../../src/modules/markets/markets.repository';
import { createMarketsService } from '../../src/modules/markets/markets.service';
import { createSimulatedMarket } from '../../src/providers/market/simulated-market';
import { registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, TEST_MARKET_SEED, type TestApp } from '../helpers/test-app';

/** Monday 2026-11-23, 10:00 in Shanghai: a trading day, in the morning session. */
const MONDAY_10AM = new Date('2026-11-23T10:00:00+08:00');
const CAPITAL = 100_000_000;

let t: TestApp;
let api: ReturnType<typeof client>;
let raceId: number;
let endedRaceId: number;

async function member(): Promise<LoginResult> {
  return (await registerMember(t)).login;
}
async function joined(): Promise<string> {
  const m = await member();
  const res = await api.post(Api.stockRaceJoin, { raceId }, { token: m.token });
  expect(res.code).toBe(200);
  return m.token;
}
const order = (token: string, body: object) =>
  api.post<OrderResult>(Api.stockOrder, { raceId, ...body }, { token });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(MONDAY_10AM);
  api = client(t.app);
  const [category] = await t.db.select({ id: stockRaces.categoryId }).from(stockRaces).limit(1);
  const base = { categoryId: category!.id, pic: '/media/races/race-monthly.svg', summary: 's', rules: 'r' };
  const [race, ended] = await t.db
    .insert(stockRaces)
    .values([
      {
        ...base,
        title: '测试赛',
        startDay: '2026-11-16',
        endDay: '2026-12-31',
        initialCapitalFen: CAPITAL,
        benchmarkCode: '000300',
      },
      {
        ...base,
        title: '已结束',
        startDay: '2026-10-09',
        endDay: '2026-11-13',
        initialCapitalFen: CAPITAL,
        benchmarkCode: '000300',
      },
    ])
    .returning();
  raceId = race!.id;
  endedRaceId = ended!.id;
});
afterAll(async () => {
  await t.close();
});

describe('race list and detail', () => {
  it('lists categories and races with status, and filters by category', async () => {
    const categories = await api.get<RaceCategory[]>(Api.stockRaceCategories);
    expect(categories.rows!.map((c) => c.title)).toEqual(['月度赛', '季度赛', '新手训练营']);
    const all = await api.get<RaceCard[]>(Api.stockRaceList, { query: { pageSize: '50' } });
    const mine = all.rows!.find((r) => r.id === raceId)!;
    expect(mine.status).toBe('open');
    expect(all.rows!.find((r) => r.id === endedRaceId)!.status).toBe('ended');
    const filtered = await api.get<RaceCard[]>(Api.stockRaceList, {
      query: { categoryId: String(categories.rows![2]!.id) },
    });
    expect(filtered.rows!.every((r) => r.categoryId === categories.rows![2]!.id)).toBe(true);
    const paged = await api.get<RaceCard[]>(Api.stockRaceList, { query: { pageSize: '2', pageNum: '1' } });
    expect(paged.rows).toHaveLength(2);
    expect(paged.total).toBe(all.total);
  });

  it('shows a race with its rules, capital, benchmark and the caller’s portfolio', async () => {
    const res = await api.get<RaceDetail>(`${Api.stockRaceInfo}/${raceId}`);
    expect(res.data).toMatchObject({ initialCapitalFen: CAPITAL, myParticipantId: null, simulated: true });
    expect(res.data!.benchmark.name).toBe('沪深300');
    expect((await api.get(`${Api.stockRaceInfo}/999999`)).code).toBe(404);
  });
});

describe('joining', () => {
  it('needs a login, joins once, and refuses an ended race', async () => {
    expect((await api.post(Api.stockRaceJoin, { raceId })).code).toBe(401);
    const m = await member();
    const first = await api.post<{ participantId: number }>(
      Api.stockRaceJoin,
      { raceId },
      { token: m.token },
    );
    expect(first.msg).toBe(MarketMsg.joined);
    const again = await api.post(Api.stockRaceJoin, { raceId }, { token: m.token });
    expect(again.msg).toBe(MarketMsg.alreadyJoined);
    const ended = await api.post(Api.stockRaceJoin, { raceId: endedRaceId }, { token: m.token });
    expect(ended.msg).toBe(MarketMsg.raceEnded);
    expect((await api.post(Api.stockRaceJoin, { raceId: 999999 }, { token: m.token })).code).toBe(404);
    const info = await api.get<RaceDetail>(`${Api.stockRaceInfo}/${raceId}`, { token: m.token });
    expect(info.data!.myParticipantId).toBe(first.data!.participantId);
  });
});

describe('paper trading', () => {
  it('buys a lot at the current price with fees, shows the holding, refuses a same-day sell, sells next day', async () => {
    t.clock.set(MONDAY_10AM);
    const token = await joined();
    const quote = (await api.get<SecurityDetail>(`${Api.stockSecurity}/600519`)).data!.quote;
    const bought = await order(token, { code: '600519', side: 'buy', quantity: 100 });
    expect(bought.msg).toBe(MarketMsg.bought);
    const trade = bought.data!.trade;
    expect(trade.priceFen).toBe(quote.priceFen);
    expect(trade.amountFen).toBe(quote.priceFen * 100);
    expect(trade.commissionFen).toBe(Math.max(500, Math.round(trade.amountFen * 0.00025)));
    expect(trade.stampDutyFen).toBe(0);
    expect(trade.transferFeeFen).toBe(Math.round(trade.amountFen * 0.00001));
    const fees = trade.commissionFen + trade.transferFeeFen;
    expect(bought.data!.portfolio.cashFen).toBe(CAPITAL - trade.amountFen - fees);

    const holdings = await api.get<Holding[]>(Api.stockHoldings, {
      token,
      query: { raceId: String(raceId) },
    });
    expect(holdings.rows).toEqual([
      expect.objectContaining({ code: '600519', name: '贵州茅台', quantity: 100, sellableQuantity: 0 }),
    ]);
    const ranking = await api.get<PortfolioSummary[]>(Api.stockRaceRanking, {
      query: { raceId: String(raceId), pageSize: '100' },
    });
    expect(ranking.rows!.some((r) => r.participantId === bought.data!.portfolio.participantId)).toBe(true);

    const sameDay = await order(token, { code: '600519', side: 'sell', quantity: 100 });
    expect(sameDay.msg).toBe(MarketMsg.beyondSellable(0));

    t.clock.set(new Date('2026-11-24T14:00:00+08:00'));
    const sold = await order(token, { code: '600519', side: 'sell', quantity: 100 });
    expect(sold.msg).toBe(MarketMsg.sold);
    expect(sold.data!.trade.stampDutyFen).toBe(Math.round(sold.data!.trade.amountFen * 0.0005));
    expect(sold.data!.portfolio.holdings).toEqual([]);
    const trades = await api.get<Trade[]>(Api.stockTrades, { token, query: { raceId: String(raceId) } });
    expect(trades.rows!.map((r) => r.side)).toEqual(['sell', 'buy']);
    // Cash is the capital plus the realized result: every figure follows from the fills.
    expect(sold.data!.portfolio.cashFen).toBe(CAPITAL + sold.data!.trade.realizedFen);
  });

  it('refuses bad orders and leaves cash and positions unchanged', async () => {
    t.clock.set(MONDAY_10AM);
    const token = await joined();
    const before = (
      await api.get<Portfolio>(Api.stockRacePortfolio, { token, query: { raceId: String(raceId) } })
    ).data!;
    expect((await order(token, { code: '600519', side: 'buy', quantity: 150 })).msg).toBe(MarketMsg.oddLot);
    expect((await order(token, { code: '999999', side: 'buy', quantity: 100 })).msg).toBe(
      MarketMsg.unknownCode,
    );
    expect((await order(token, { code: '000300', side: 'buy', quantity: 100 })).msg).toBe(
      MarketMsg.unknownCode,
    );
    expect((await order(token, { code: '600519', side: 'buy', quantity: 100_000 })).msg).toBe(
      MarketMsg.noCash,
    );
    expect((await order(token, { code: '000001', side: 'sell', quantity: 100 })).msg).toBe(
      MarketMsg.nothingHeld,
    );
    expect((await order(token, { code: '60051', side: 'buy', quantity: 100 })).code).toBe(400);
    expect((await order(token, { code: '600519', side: 'hold', quantity: 100 })).code).toBe(400);
    t.clock.set(new Date('2026-11-23T12:00:00+08:00'));
    expect((await order(token, { code: '600519', side: 'buy', quantity: 100 })).msg).toBe(MarketMsg.closed);
    t.clock.set(new Date('2026-11-22T10:00:00+08:00')); // a Sunday
    expect((await order(token, { code: '600519', side: 'buy', quantity: 100 })).msg).toBe(MarketMsg.closed);
    t.clock.set(MONDAY_10AM);
    const other = await member();
    expect((await order(other.token, { code: '600519', side: 'buy', quantity: 100 })).msg).toBe(
      MarketMsg.notJoined,
    );
    const ended = await api.post(
      Api.stockOrder,
      { raceId: endedRaceId, code: '600519', side: 'buy', quantity: 100 },
      { token },
    );
    expect(ended.msg).toBe(MarketMsg.raceEnded);
    const after = (
      await api.get<Portfolio>(Api.stockRacePortfolio, { token, query: { raceId: String(raceId) } })
    ).data!;
    expect(after.cashFen).toBe(before.cashFen);
    expect(after.holdings).toEqual([]);
  });

  it('two concurrent orders cannot overspend the cash', async () => {
    t.clock.set(MONDAY_10AM);
    const token = await joined();
    const price = (await api.get<SecurityDetail>(`${Api.stockSecurity}/600519`)).data!.quote.priceFen;
    // Each order takes a bit more than half of the capital: only one can be filled.
    const lots = Math.ceil(CAPITAL / 2 / (price * 100));
    const results = await Promise.all([
      order(token, { code: '600519', side: 'buy', quantity: lots * 100 }),
      order(token, { code: '600519', side: 'buy', quantity: lots * 100 }),
    ]);
    expect(results.map((r) => r.msg).sort()).toEqual([MarketMsg.noCash, MarketMsg.bought].sort());
    const p = (await api.get<Portfolio>(Api.stockRacePortfolio, { token, query: { raceId: String(raceId) } }))
      .data!;
    expect(p.cashFen).toBeGreaterThanOrEqual(0);
    expect(p.holdings[0]!.quantity).toBe(lots * 100);
  });
});

describe('chart and settlement', () => {
  it('settles each closed day exactly once across two instances and draws the curve against the benchmark', async () => {
    t.clock.set(MONDAY_10AM);
    const token = await joined();
    await order(token, { code: '300750', side: 'buy', quantity: 200 });
    {
      t.clock.set(new Date('2026-11-23T15:30:00+08:00'));
      // Two instances on one database: each runs its settlement check at the same moment.
      const [a, b] = await Promise.all([instance().settleDue(), instance().settleDue()]);
      expect(a + b).toBeGreaterThan(0);
      const rows = await t.db
        .select()
        .from(stockRaceSettlements)
        .where(and(eq(stockRaceSettlements.raceId, raceId), eq(stockRaceSettlements.day, '2026-11-23')));
      expect(rows).toHaveLength(1);
      const participants = await t.db
        .select()
        .from(stockRaceParticipants)
        .where(
          and(
            eq(stockRaceParticipants.raceId, raceId),
            lte(stockRaceParticipants.joinedAt, new Date('2026-11-23T15:00:00+08:00')),
          ),
        );
      const daily = await t.db.select().from(stockRaceDaily).where(eq(stockRaceDaily.day, '2026-11-23'));
      expect(daily.filter((d) => participants.some((p) => p.id === d.participantId))).toHaveLength(
        participants.length,
      );
      expect(await instance().settleDue()).toBe(0);

      t.clock.set(new Date('2026-11-24T10:30:00+08:00'));
      const chart = await api.get<RaceChart>(Api.stockRaceChart, {
        token,
        query: { raceId: String(raceId) },
      });
      expect(chart.data!.benchmarkName).toBe('沪深300');
      // From the base close (2026-11-13, 0%) through the race's days to today (live).
      expect(chart.data!.benchmark.map((p) => p.day)).toEqual([
        '2026-11-13',
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-23',
        '2026-11-24',
      ]);
      // The member joined on 2026-11-23: 0% at the close before, then the settled day and today.
      expect(chart.data!.portfolio.map((p) => p.day)).toEqual(['2026-11-20', '2026-11-23', '2026-11-24']);
      expect(chart.data!.portfolio[0]!.ratio).toBe(0);
      expect(chart.data!.benchmark[0]!.ratio).toBe(0);
    }
  });
});

describe('stock pools', () => {
  it('lists pools and entries with entry price, current price and the change since entry', async () => {
    const pools = await api.get<StockPool[]>(Api.stockPools);
    expect(pools.rows!.map((p) => p.title)).toEqual(['价值精选池', '科技成长池', '短线热点池']);
    const first = pools.rows![0]!;
    const entries = await api.get<PoolEntry[]>(Api.stockPoolList, { query: { poolId: String(first.id) } });
    expect(entries.total).toBe(5);
    for (const e of entries.rows!) {
      expect(e.poolId).toBe(first.id);
      expect(e.reason.length).toBeGreaterThan(5);
      expect(e.changeSinceEntry).toBeCloseTo(e.priceFen / e.entryPriceFen - 1, 10);
    }
    // Newest entry first.
    const days = entries.rows!.map((e) => e.entryDay);
    expect([...days].sort().reverse()).toEqual(days);
    const all = await api.get<PoolEntry[]>(Api.stockPoolList, { query: { pageSize: '5' } });
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBe(13);
    expect((await api.get(Api.stockPoolList, { query: { poolId: 'x' } })).code).toBe(400);
  });
});

describe('convertible bonds', () => {
  it('lists bonds whose figures follow their stocks, and shows one with its terms', async () => {
    t.clock.set(MONDAY_10AM);
    const list = await api.get<BondItem[]>(Api.bondList, { query: { pageSize: '50' } });
    expect(list.total).toBe(9);
    for (const b of list.rows!) {
      const stock = (await api.get<SecurityDetail>(`${Api.stockSecurity}/${b.stockCode}`)).data!.quote;
      expect(b.stockPriceFen).toBe(stock.priceFen);
      expect(b.conversionValueFen).toBe(Math.round((100 * stock.priceFen * 100) / b.conversionPriceFen));
      expect(b.premiumRatio).toBeCloseTo(b.priceFen / b.conversionValueFen - 1, 2);
      // A convertible never trades far below its conversion value or its bond floor.
      expect(b.priceFen).toBeGreaterThanOrEqual(b.conversionValueFen - 1);
      expect(b.simulated).toBe(true);
    }
    const first = list.rows![0]!;
    const info = await api.get<BondDetail>(`${Api.bondInfo}/${first.id}`);
    expect(info.data).toMatchObject({
      code: first.code,
      redemptionPrice: 110,
      couponRates: [0.2, 0.4, 0.6, 1.0, 1.5, 2.0],
    });
    expect(info.data!.priceFen).toBeGreaterThanOrEqual(info.data!.bondValueFen);
    expect((await api.get(`${Api.bondInfo}/999999`)).code).toBe(404);
  });
});

describe('finance calendar', () => {
  it('lists a day’s events in time order and shows an actual value only once its time has passed', async () => {
    const day = '2031-03-12'; // a day no seed reaches
    await t.db.insert(financeEvents).values([
      {
        occursAt: new Date(`${day}T21:30:00+08:00`),
        day,
        region: '美国',
        title: '非农就业人数',
        periodLabel: '(3月)',
        importance: 3,
        previous: '15万',
        forecast: '17万',
        actual: '19.8万',
      },
      {
        occursAt: new Date(`${day}T09:30:00+08:00`),
        day,
        region: '中国',
        title: 'CPI年率',
        periodLabel: '(2月)',
        importance: 3,
        previous: '0.5%',
        forecast: '0.6%',
        actual: '0.7%',
      },
    ]);
    t.clock.set(new Date(`${day}T12:00:00+08:00`));
    const noon = await api.get<FinanceCalendar>(Api.financeCalendar);
    expect(noon.data!.day).toBe(day);
    expect(noon.data!.simulated).toBe(false);
    expect(noon.data!.events.map((e) => [e.title, e.actual])).toEqual([
      ['CPI年率', '0.7%'],
      ['非农就业人数', null],
    ]);
    t.clock.set(new Date(`${day}T22:00:00+08:00`));
    const night = await api.get<FinanceCalendar>(Api.financeCalendar, { query: { day } });
    expect(night.data!.events[1]).toMatchObject({
      region: '美国',
      importance: 3,
      previous: '15万',
      forecast: '17万',
      actual: '19.8万',
    });
    expect(
      (await api.get<FinanceCalendar>(Api.financeCalendar, { query: { day: '2031-03-13' } })).data!.events,
    ).toEqual([]);
    expect((await api.get(Api.financeCalendar, { query: { day: '12/03/2031' } })).code).toBe(400);
    t.clock.set(MONDAY_10AM);
  });

  it('labels the seeded events simulated and opens on the nearest day that has events', async () => {
    const sunday = '2026-11-22';
    t.clock.set(new Date(`${sunday}T10:00:00+08:00`));
    const opened = (await api.get<FinanceCalendar>(Api.financeCalendar)).data!;
    expect(opened.events.length).toBeGreaterThan(0);
    expect(opened.simulated).toBe(true);
    const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(sunday));
    for (let n = -7; n <= 7; n++) {
      const d = new Date(Date.parse(sunday) + n * 86_400_000).toISOString().slice(0, 10);
      if (distance(d) >= distance(opened.day)) continue;
      const closer = await api.get<FinanceCalendar>(Api.financeCalendar, { query: { day: d } });
      expect(closer.data!.events, d).toEqual([]);
    }
    const titles = opened.events.map((e) => e.title);
    expect(new Set(titles).size).toBe(titles.length);
    t.clock.set(MONDAY_10AM);
  });
});

describe('quotes', () => {
  it('searches by code or name and shows a security with daily candles, labelled simulated', async () => {
    const byName = await api.get<Quote[]>(`${Api.stockSecurity}/search`, { query: { keyword: '茅台' } });
    expect(byName.rows!.map((r) => r.code)).toEqual(['600519']);
    const byCode = await api.get<Quote[]>(`${Api.stockSecurity}/search`, { query: { keyword: '300750' } });
    expect(byCode.rows!.map((r) => r.name)).toEqual(['宁德时代']);
    t.clock.set(MONDAY_10AM);
    const detail = await api.get<SecurityDetail>(`${Api.stockSecurity}/688981`);
    expect(detail.data!.quote).toMatchObject({ board: 'star', simulated: true, trading: true });
    expect(detail.data!.candles.length).toBeGreaterThan(100);
    expect(detail.data!.candles.at(-1)!.day).toBe('2026-11-20');
    expect((await api.get(`${Api.stockSecurity}/123456`)).code).toBe(404);
    const concepts = await api.get<Concept[]>(Api.stockConceptAll);
    expect(concepts.rows!.map((c) => c.name)).toContain('半导体');
    const ratios = concepts.rows!.map((c) => c.changeRatio);
    expect([...ratios].sort((a, b) => b - a)).toEqual(ratios);
    const chips = concepts.rows!.find((c) => c.name === '半导体')!;
    expect(chips.stocks).toBe(2);
    expect(['中芯国际', '海光信息']).toContain(chips.leader.name);
  });
});

/** A markets service of its own over the test's database and clock, like another instance's. */
function instance() {
  return createMarketsService({
    repo: createMarketsRepository(t.db),
    market: createSimulatedMarket({ seed: TEST_MARKET_SEED }),
    clock: t.clock,
  });
}
