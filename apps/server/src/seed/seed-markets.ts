import { asc, eq, sql } from 'drizzle-orm';
import { LOT_SIZE } from '@app/contract/markets';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import {
  convertibleBonds,
  stockPoolEntries,
  stockPools,
  stockPositions,
  stockRaceCategories,
  stockRaceParticipants,
  stockRaces,
  stockTrades,
} from '../db/schema/markets';
import { members } from '../db/schema/members';
import { teachers } from '../db/schema/teachers';
import { demoMember } from './demo-accounts';
import { seedFinanceCalendar } from './seed-finance-calendar';
import type { Clock } from '../lib/clock';
import { closedRaceDays, closesOn, settleRaceDay } from '../modules/markets/race-settlement';
import { loadMarketSeed } from '../modules/markets/market-seed';
import { applyFill, tradeFees } from '../modules/markets/trading-rules';
import { BENCHMARK_CODE } from '../providers/market/securities';
import { createSimulatedMarket } from '../providers/market/simulated-market';
import {
  chinaInstant,
  currentTradingDay,
  nextTradingDay,
  previousTradingDay,
} from '../providers/market/trading-calendar';

export const MARKETS_SEED_MARKER = 'seed:markets:1';
const CAPITAL_FEN = 100_000_000; // 100万 virtual CNY
const RULES = [
  '1. 报名后获得100万元虚拟资金，按A股规则模拟交易：买入以100股为单位，当日买入的股票下一交易日才能卖出（T+1）。',
  '2. 涨跌幅限制：主板±10%，创业板/科创板±20%，ST股±5%；涨停不能买入，跌停不能卖出。',
  '3. 仅在交易时间（交易日 9:30–11:30、13:00–15:00，北京时间）下单，按当前价格成交。',
  '4. 费用：佣金0.025%（最低5元），卖出印花税0.05%，过户费0.001%（双向）。',
  '5. 收益率 =（总资产 − 初始资金）÷ 初始资金，总资产 = 可用资金 + 持仓市值；排名按总收益率从高到低，同收益先报名者在前。',
  '6. 每个交易日收盘后结算净值与排名。本赛事为模拟交易，行情为模拟行情，不构成投资建议。',
].join('\n');

const shiftTradingDays = (day: string, n: number) => {
  let d = day;
  for (let i = 0; i < Math.abs(n); i++) d = n > 0 ? nextTradingDay(d) : previousTradingDay(d);
  return d;
};

const QUARTERLY_TITLE = '季度价值投资赛';
/** The demo member's picks in the quarterly race. */
const DEMO_PICKS: readonly string[] = ['601888', '600887'];

/** Teachers' picks: each portfolio buys these at the first day's close, about a quarter of capital each. */
const PICKS: readonly (readonly string[])[] = [
  ['600519', '300750', '601318'],
  ['688981', '002594', '600036'],
  ['000333', '601899', '300059'],
  ['600900', '600276', '000858'],
];

/**
 * Stock races around the seeding day: two open, one ended, one upcoming, with the teachers' portfolios
 * already trading (their fills are in the trade log) and every closed day settled, so the ranking and the
 * return curve have history. Prices come from the simulated market the server will run: MARKET_SEED when
 * given, else the install's own secret seed.
 */
export async function seedMarkets(
  db: Database,
  clock: Clock,
  configuredSeed: string | undefined,
): Promise<{ seeded: boolean }> {
  const seed = await loadMarketSeed(db, configuredSeed);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${MARKETS_SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, MARKETS_SEED_MARKER))
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    const today = currentTradingDay(now);
    const market = createSimulatedMarket({ seed });
    const categories = await tx
      .insert(stockRaceCategories)
      .values([
        { title: '月度赛', sort: 1 },
        { title: '季度赛', sort: 2 },
        { title: '新手训练营', sort: 3 },
      ])
      .returning();
    const [monthly, quarterly, rookie] = categories as [
      (typeof categories)[0],
      (typeof categories)[0],
      (typeof categories)[0],
    ];
    const races = await tx
      .insert(stockRaces)
      .values(
        [
          {
            categoryId: quarterly.id,
            title: '名师挑战赛（上期）',
            pic: '/media/races/race-ended.svg',
            summary: '上一期名师实盘模拟挑战，看看老师们的操作与收益曲线。',
            startDay: shiftTradingDays(today, -80),
            endDay: shiftTradingDays(today, -40),
          },
          {
            categoryId: quarterly.id,
            title: QUARTERLY_TITLE,
            pic: '/media/races/race-quarter.svg',
            summary: '一个季度的中长线比拼，精选个股，与名师同台竞技。',
            startDay: shiftTradingDays(today, -30),
            endDay: shiftTradingDays(today, 60),
          },
          {
            categoryId: monthly.id,
            title: '月度实盘模拟赛',
            pic: '/media/races/race-monthly.svg',
            summary: '100万虚拟资金，按A股真实规则交易，每日收盘结算排名。',
            startDay: shiftTradingDays(today, -8),
            endDay: shiftTradingDays(today, 22),
          },
          {
            categoryId: rookie.id,
            title: '新手训练营',
            pic: '/media/races/race-rookie.svg',
            summary: '第一次炒股？从这里开始，熟悉T+1、涨跌停和交易费用。',
            startDay: shiftTradingDays(today, 5),
            endDay: shiftTradingDays(today, 25),
          },
        ].map((r) => ({
          ...r,
          rules: RULES,
          initialCapitalFen: CAPITAL_FEN,
          benchmarkCode: BENCHMARK_CODE,
          createdAt: now,
        })),
      )
      .returning();
    const seededTeachers = await tx.select().from(teachers).orderBy(asc(teachers.id)).limit(PICKS.length);
    // The demo member already plays the quarterly race, so logging in as demo shows a portfolio.
    const [demo] = await tx
      .select({ id: members.id, nickname: members.nickname, name: members.name, avatar: members.avatar })
      .from(members)
      .where(eq(members.username, demoMember.username))
      .limit(1);
    for (const race of races) {
      if (race.startDay > today) continue;
      const entrants = seededTeachers.map((teacher, i) => ({
        teacherId: teacher.id as number | null,
        memberId: null as number | null,
        name: teacher.name,
        avatar: teacher.avatar ?? '',
        picks: PICKS[i]!,
      }));
      if (demo && race.title === QUARTERLY_TITLE)
        entrants.push({
          teacherId: null,
          memberId: demo.id,
          name: demo.nickname || demo.name || demoMember.username,
          avatar: demo.avatar ?? '',
          picks: DEMO_PICKS,
        });
      const closes = await closesOn(
        market,
        entrants.flatMap((e) => e.picks),
        race.startDay,
      );
      for (const entrant of entrants) {
        let cash = CAPITAL_FEN;
        const [participant] = await tx
          .insert(stockRaceParticipants)
          .values({
            raceId: race.id,
            teacherId: entrant.teacherId,
            memberId: entrant.memberId,
            name: entrant.name,
            avatar: entrant.avatar,
            cashFen: CAPITAL_FEN,
            joinedAt: chinaInstant(race.startDay, '09:35'),
          })
          .returning();
        for (const code of entrant.picks) {
          const priceFen = closes.get(code)!;
          const quantity = Math.floor(CAPITAL_FEN / 4 / priceFen / LOT_SIZE) * LOT_SIZE;
          if (quantity === 0) continue;
          const amountFen = priceFen * quantity;
          const fees = tradeFees('buy', amountFen);
          const pos = applyFill(
            { quantity: 0, costBasisFen: 0 },
            { side: 'buy', quantity, amountFen, feesFen: fees.totalFen },
          );
          cash -= amountFen + fees.totalFen;
          await tx.insert(stockPositions).values({ participantId: participant!.id, code, ...pos });
          await tx.insert(stockTrades).values({
            participantId: participant!.id,
            code,
            side: 'buy',
            quantity,
            priceFen,
            amountFen,
            commissionFen: fees.commissionFen,
            stampDutyFen: fees.stampDutyFen,
            transferFeeFen: fees.transferFeeFen,
            realizedFen: 0,
            tradeDay: race.startDay,
            at: chinaInstant(race.startDay, '14:56'),
          });
        }
        await tx
          .update(stockRaceParticipants)
          .set({ cashFen: cash })
          .where(eq(stockRaceParticipants.id, participant!.id));
      }
      for (const day of closedRaceDays(race, now))
        await settleRaceDay(tx as unknown as Database, market, race, day, now);
    }
    await seedPools(tx as unknown as Database, market, today, seededTeachers);
    await seedBonds(tx as unknown as Database, market, today);
    await seedFinanceCalendar(tx as unknown as Database, now);
    await tx
      .insert(appSettings)
      .values({ key: MARKETS_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}

/** Teachers' pools: entries taken in over the last weeks, at that day's close, with the reason given. */
const POOLS = [
  {
    title: '价值精选池',
    description: '业绩稳健、估值合理、现金流充沛的龙头公司，适合中长线跟踪。',
    entries: [
      ['600519', 42, '高端白酒龙头，批价企稳，分红率提升，长期配置价值突出。'],
      ['600900', 35, '水电现金流稳定，股息率具备吸引力，防御属性强。'],
      ['600036', 28, '零售银行标杆，资产质量优于同业，估值处于历史低位。'],
      ['000333', 15, '家电出海与ToB业务双轮驱动，盈利能力持续改善。'],
      ['601318', 6, '保险负债端改善，投资端受益于权益市场回暖。'],
    ],
  },
  {
    title: '科技成长池',
    description: '半导体、新能源与高端制造中成长确定性较高的公司。',
    entries: [
      ['688981', 38, '国产晶圆代工龙头，产能利用率回升，受益于国产替代。'],
      ['300750', 30, '动力电池全球龙头，储能业务放量，成本优势明显。'],
      ['002594', 21, '新能源整车销量领先，海外市场拓展顺利。'],
      ['688041', 12, '国产服务器CPU核心厂商，算力需求旺盛。'],
      ['300124', 4, '工控自动化龙头，制造业景气回暖带动订单增长。'],
    ],
  },
  {
    title: '短线热点池',
    description: '跟随市场热点的短线机会，波动较大，注意仓位与止损。',
    entries: [
      ['300059', 9, '成交额放大带动券商与互联网金融活跃度提升。'],
      ['601899', 7, '金铜价格走强，公司矿产量持续增长。'],
      ['600030', 3, '资本市场改革预期升温，头部券商受益。'],
    ],
  },
] as const;

async function seedPools(
  db: Database,
  market: ReturnType<typeof createSimulatedMarket>,
  today: string,
  owners: { id: number }[],
) {
  for (const [i, pool] of POOLS.entries()) {
    const [row] = await db
      .insert(stockPools)
      .values({
        title: pool.title,
        description: pool.description,
        teacherId: owners[i]?.id ?? null,
        sort: i + 1,
      })
      .returning();
    for (const [code, daysAgo, reason] of pool.entries) {
      const entryDay = shiftTradingDays(today, -daysAgo);
      const closes = await closesOn(market, [code], entryDay);
      await db
        .insert(stockPoolEntries)
        .values({ poolId: row!.id, code, entryDay, entryPriceFen: closes.get(code)!, reason });
    }
  }
}

const YI = 100_000_000 * 100; // 1亿元 in fen
/**
 * Simulated convertible bonds on the simulated stocks: conversion prices set against the stock's close on
 * the seeding day (×moneyness), so some trade near their bond floor and some far above it.
 */
const BONDS = [
  {
    code: '123301',
    name: '宁德转债',
    stock: '300750',
    moneyness: 0.85,
    rating: 'AAA',
    size: 120,
    left: 0.92,
    listed: '2023-06-15',
  },
  {
    code: '127302',
    name: '比亚转债',
    stock: '002594',
    moneyness: 1.05,
    rating: 'AAA',
    size: 80,
    left: 1,
    listed: '2024-02-20',
  },
  {
    code: '113303',
    name: '招银转债',
    stock: '600036',
    moneyness: 1.25,
    rating: 'AAA',
    size: 150,
    left: 1,
    listed: '2022-09-08',
  },
  {
    code: '118304',
    name: '中芯转债',
    stock: '688981',
    moneyness: 0.7,
    rating: 'AA+',
    size: 60,
    left: 0.41,
    listed: '2023-03-28',
  },
  {
    code: '127305',
    name: '海康转债',
    stock: '002415',
    moneyness: 1.4,
    rating: 'AA+',
    size: 40,
    left: 1,
    listed: '2024-08-12',
  },
  {
    code: '113306',
    name: '隆基转债',
    stock: '601012',
    moneyness: 1.8,
    rating: 'AA',
    size: 70,
    left: 0.99,
    listed: '2022-07-05',
  },
  {
    code: '123307',
    name: '汇川转债',
    stock: '300124',
    moneyness: 0.95,
    rating: 'AA+',
    size: 25,
    left: 0.63,
    listed: '2025-01-16',
  },
  {
    code: '113308',
    name: '伊利转债',
    stock: '600887',
    moneyness: 1.15,
    rating: 'AAA',
    size: 50,
    left: 1,
    listed: '2024-11-01',
  },
  {
    code: '113309',
    name: '保利转债',
    stock: '600048',
    moneyness: 1.6,
    rating: 'AA',
    size: 30,
    left: 0.97,
    listed: '2023-10-23',
  },
] as const;

async function seedBonds(db: Database, market: ReturnType<typeof createSimulatedMarket>, today: string) {
  const closes = await closesOn(
    market,
    BONDS.map((b) => b.stock),
    previousTradingDay(today),
  );
  await db.insert(convertibleBonds).values(
    BONDS.map((b) => ({
      code: b.code,
      name: b.name,
      stockCode: b.stock,
      conversionPriceFen: Math.round(closes.get(b.stock)! * b.moneyness),
      rating: b.rating,
      issueSizeFen: b.size * YI,
      remainingSizeFen: Math.round(b.size * b.left * 100) * (YI / 100),
      listingDay: b.listed,
      maturityDay: `${Number(b.listed.slice(0, 4)) + 6}${b.listed.slice(4)}`,
      couponRates: [0.2, 0.4, 0.6, 1.0, 1.5, 2.0],
      redemptionPrice: 110,
    })),
  );
}
