import { z } from 'zod';
import { pageQuery } from './envelope';
import { idParam, int4, int8, rowId } from './ids';
import { ORDER_MAX_QUANTITY } from './markets-constants';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './markets-constants';
export * from './markets-msg';

/**
 * Markets: quotes, stock races (paper-trading contests) and their trades. Money is integer fen (0.01 CNY,
 * which is also the A-share price tick); ratios are plain fractions (0.0123 = 1.23%).
 */

export const Board = z.enum(['main', 'chinext', 'star']);
export type Board = z.infer<typeof Board>;

// ---- Quotes ----
export const securityCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '证券代码为6位数字');

export const security = z.object({
  code: z.string(),
  name: z.string(),
  exchange: z.enum(['SH', 'SZ']),
  board: Board,
  st: z.boolean(),
  isIndex: z.boolean(),
  sector: z.string(),
});
export type Security = z.infer<typeof security>;

export const quote = security.extend({
  priceFen: int8,
  prevCloseFen: int8,
  changeFen: int8,
  changeRatio: z.number(),
  limitUpFen: int8,
  limitDownFen: int8,
  /** The instant the price is for (ISO). */
  at: z.string(),
  /** True while the market is in a continuous trading session. */
  trading: z.boolean(),
  /** Where the figures come from: the embedded simulation says so on screen. */
  simulated: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

export const candle = z.object({
  /** China trading day, YYYY-MM-DD. */
  day: z.string(),
  openFen: int8,
  highFen: int8,
  lowFen: int8,
  closeFen: int8,
  volume: int8,
});
export type Candle = z.infer<typeof candle>;

export const securityDetail = z.object({ quote, candles: z.array(candle) });
export type SecurityDetail = z.infer<typeof securityDetail>;

export const securitySearchQuery = pageQuery.extend({ keyword: z.string().trim().max(20).default('') });

// ---- Races ----
export const raceCategory = z.object({ id: rowId, title: z.string() });
export type RaceCategory = z.infer<typeof raceCategory>;

export const RaceStatus = z.enum(['upcoming', 'open', 'ended']);
export type RaceStatus = z.infer<typeof RaceStatus>;

export const raceCard = z.object({
  id: rowId,
  categoryId: int4,
  title: z.string(),
  pic: z.string(),
  summary: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  status: RaceStatus,
  participants: int4,
});
export type RaceCard = z.infer<typeof raceCard>;

export const raceListQuery = pageQuery.extend({ categoryId: idParam.optional() });

export const raceDetail = raceCard.extend({
  rules: z.string(),
  initialCapitalFen: int8,
  benchmark: security,
  /** The caller's portfolio in this race, when they joined. */
  myParticipantId: int4.nullable(),
  simulated: z.boolean(),
});
export type RaceDetail = z.infer<typeof raceDetail>;

export const portfolioSummary = z.object({
  participantId: int4,
  name: z.string(),
  avatar: z.string(),
  isTeacher: z.boolean(),
  rank: int4,
  cashFen: int8,
  marketValueFen: int8,
  totalAssetsFen: int8,
  returnRatio: z.number(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummary>;

export const raceQuery = z.object({ raceId: idParam });
export const rankingQuery = pageQuery.extend({ raceId: idParam });
export const portfolioQuery = z.object({ raceId: idParam, participantId: idParam.optional() });
export const portfolioPageQuery = pageQuery.extend({ raceId: idParam, participantId: idParam.optional() });

export const holding = z.object({
  code: z.string(),
  name: z.string(),
  quantity: int4,
  /** Shares that may be sold now (T+1: today's buys are excluded). */
  sellableQuantity: int4,
  /** Diluted cost per share in fen, fees included. */
  costFen: int8,
  priceFen: int8,
  marketValueFen: int8,
  profitFen: int8,
  profitRatio: z.number(),
  weight: z.number(),
});
export type Holding = z.infer<typeof holding>;

export const portfolio = portfolioSummary.extend({
  holdings: z.array(holding),
  initialCapitalFen: int8,
});
export type Portfolio = z.infer<typeof portfolio>;

export const TradeSide = z.enum(['buy', 'sell']);
export type TradeSide = z.infer<typeof TradeSide>;

export const trade = z.object({
  id: rowId,
  code: z.string(),
  name: z.string(),
  side: TradeSide,
  quantity: int4,
  priceFen: int8,
  amountFen: int8,
  commissionFen: int8,
  stampDutyFen: int8,
  transferFeeFen: int8,
  realizedFen: int8,
  at: z.string(),
});
export type Trade = z.infer<typeof trade>;

export const chartPoint = z.object({ day: z.string(), ratio: z.number() });
export type ChartPoint = z.infer<typeof chartPoint>;
export const raceChart = z.object({
  benchmarkName: z.string(),
  benchmark: z.array(chartPoint),
  portfolio: z.array(chartPoint),
});
export type RaceChart = z.infer<typeof raceChart>;

export const joinRaceBody = z.object({ raceId: idParam });
export const orderBody = z.object({
  raceId: idParam,
  code: securityCode,
  side: TradeSide,
  quantity: int4.min(1).max(ORDER_MAX_QUANTITY),
});
export type OrderBody = z.infer<typeof orderBody>;
export const orderResult = z.object({ trade, portfolio });
export type OrderResult = z.infer<typeof orderResult>;

// ---- Stock pools ----
export const stockPool = z.object({
  id: rowId,
  title: z.string(),
  description: z.string(),
  teacherName: z.string().nullable(),
});
export type StockPool = z.infer<typeof stockPool>;

export const poolEntry = z.object({
  id: rowId,
  poolId: int4,
  code: z.string(),
  name: z.string(),
  entryDay: z.string(),
  entryPriceFen: int8,
  priceFen: int8,
  /** Change since entry: price / entry price − 1. */
  changeSinceEntry: z.number(),
  /** Today's change against the previous close. */
  changeRatio: z.number(),
  reason: z.string(),
  simulated: z.boolean(),
});
export type PoolEntry = z.infer<typeof poolEntry>;

export const poolListQuery = pageQuery.extend({ poolId: idParam.optional() });

// ---- Convertible bonds (可转债, REFERENCE §8.2) ----
export const bondItem = z.object({
  id: rowId,
  code: z.string(),
  name: z.string(),
  stockCode: z.string(),
  stockName: z.string(),
  /** Bond price per 100 face, in fen. */
  priceFen: int8,
  changeRatio: z.number(),
  stockPriceFen: int8,
  stockChangeRatio: z.number(),
  conversionPriceFen: int8,
  /** 转股价值 = 100 / conversion price × stock price (fen per 100 face). */
  conversionValueFen: int8,
  /** 转股溢价率 = price / conversion value − 1. */
  premiumRatio: z.number(),
  rating: z.string(),
  remainingSizeFen: int8,
  maturityDay: z.string(),
  /** Years to maturity. */
  remainingYears: z.number(),
  /** Yield to maturity at the current price (annual, fraction). */
  ytm: z.number(),
  simulated: z.boolean(),
});
export type BondItem = z.infer<typeof bondItem>;

export const bondDetail = bondItem.extend({
  issueSizeFen: int8,
  listingDay: z.string(),
  couponRates: z.array(z.number()),
  redemptionPrice: z.number(),
  /** 纯债价值: remaining cash flows discounted at BOND_DISCOUNT_RATE (fen per 100 face). */
  bondValueFen: int8,
});
export type BondDetail = z.infer<typeof bondDetail>;

// ---- Concepts (sectors) ----
export const concept = z.object({
  name: z.string(),
  /** Average change of its stocks today. */
  changeRatio: z.number(),
  stocks: int4,
  /** Its best performer today. */
  leader: z.object({ code: z.string(), name: z.string(), changeRatio: z.number() }),
  simulated: z.boolean(),
});
export type Concept = z.infer<typeof concept>;

// ---- Finance calendar (REFERENCE §8.1) ----
export const financeEvent = z.object({
  id: rowId,
  /** ISO instant; shown in China time. */
  occursAt: z.string(),
  region: z.string(),
  title: z.string(),
  periodLabel: z.string(),
  /** 1–3 stars. */
  importance: int4.min(1).max(3),
  previous: z.string().nullable(),
  forecast: z.string().nullable(),
  /** Published once the event time has passed; null before. */
  actual: z.string().nullable(),
});
export type FinanceEvent = z.infer<typeof financeEvent>;

export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
export const financeCalendarQuery = z.object({ day: calendarDay.optional() });
export const financeCalendar = z.object({
  /** The day shown: when not asked, today in China or, if today has none, the nearest day with events. */
  day: z.string(),
  events: z.array(financeEvent),
  /** The events are made up (the demo seed), not published figures: the page labels them 模拟. */
  simulated: z.boolean(),
});
export type FinanceCalendar = z.infer<typeof financeCalendar>;
