import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { teachers } from './teachers';

/** Money columns are integer fen; bigint in the database, read as numbers (well within 2^53). */
const fen = (name: string) => bigint(name, { mode: 'number' });

export const stockRaceCategories = pgTable('stock_race_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const stockRaces = pgTable(
  'stock_races',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => stockRaceCategories.id),
    title: text('title').notNull(),
    pic: text('pic').notNull(),
    summary: text('summary').notNull(),
    rules: text('rules').notNull(),
    /** China trading days (YYYY-MM-DD), both included. */
    startDay: text('start_day').notNull(),
    endDay: text('end_day').notNull(),
    initialCapitalFen: fen('initial_capital_fen').notNull(),
    benchmarkCode: text('benchmark_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_races_category_idx').on(t.categoryId, t.startDay)],
);

/** A portfolio in a race: a member who joined, or a teacher's seeded portfolio. */
export const stockRaceParticipants = pgTable(
  'stock_race_participants',
  {
    id: serial('id').primaryKey(),
    raceId: integer('race_id')
      .notNull()
      .references(() => stockRaces.id),
    memberId: integer('member_id').references(() => members.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    cashFen: fen('cash_fen').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_race_participants_member_idx').on(t.raceId, t.memberId),
    index('stock_race_participants_race_idx').on(t.raceId),
  ],
);

/** Shares held; costBasisFen is what they cost with fees (average-cost method: sells remove a pro-rata part). */
export const stockPositions = pgTable(
  'stock_positions',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => stockRaceParticipants.id),
    code: text('code').notNull(),
    quantity: integer('quantity').notNull(),
    costBasisFen: fen('cost_basis_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.code] })],
);

/** The trade log: every figure of a portfolio can be recomputed from it. */
export const stockTrades = pgTable(
  'stock_trades',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => stockRaceParticipants.id),
    code: text('code').notNull(),
    side: text('side').$type<'buy' | 'sell'>().notNull(),
    quantity: integer('quantity').notNull(),
    priceFen: fen('price_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
    commissionFen: fen('commission_fen').notNull(),
    stampDutyFen: fen('stamp_duty_fen').notNull(),
    transferFeeFen: fen('transfer_fee_fen').notNull(),
    realizedFen: fen('realized_fen').notNull(),
    /** China trading day of the fill (T+1 reads today's buys from it). */
    tradeDay: text('trade_day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stock_trades_participant_idx').on(t.participantId, t.tradeDay)],
);

/** One row per race and closed trading day: whoever inserts it settles that day (exactly once). */
export const stockRaceSettlements = pgTable(
  'stock_race_settlements',
  {
    raceId: integer('race_id')
      .notNull()
      .references(() => stockRaces.id),
    day: text('day').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    participants: integer('participants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.day] })],
);

/** A portfolio's net value at a day's close: the return curve and the daily ranking. */
export const stockRaceDaily = pgTable(
  'stock_race_daily',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => stockRaceParticipants.id),
    day: text('day').notNull(),
    totalAssetsFen: fen('total_assets_fen').notNull(),
    returnRatio: doublePrecision('return_ratio').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.day] })],
);

/** A teacher's curated stock pool (the tabs of the pool list). */
export const stockPools = pgTable('stock_pools', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  teacherId: integer('teacher_id').references(() => teachers.id),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** A stock taken into a pool: when, at what price and why. */
export const stockPoolEntries = pgTable(
  'stock_pool_entries',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => stockPools.id),
    code: text('code').notNull(),
    entryDay: text('entry_day').notNull(),
    entryPriceFen: fen('entry_price_fen').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_pool_entries_pool_idx').on(t.poolId, t.entryDay)],
);

/** A convertible bond's terms (可转债); its price follows the underlying stock (see bond-pricing.ts). */
export const convertibleBonds = pgTable('convertible_bonds', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  stockCode: text('stock_code').notNull(),
  conversionPriceFen: fen('conversion_price_fen').notNull(),
  rating: text('rating').notNull(),
  issueSizeFen: fen('issue_size_fen').notNull(),
  remainingSizeFen: fen('remaining_size_fen').notNull(),
  listingDay: text('listing_day').notNull(),
  maturityDay: text('maturity_day').notNull(),
  /** Coupon of each year in percent (累进利率), e.g. [0.2, 0.4, 0.6, 1.0, 1.5, 2.0]. */
  couponRates: jsonb('coupon_rates').$type<number[]>().notNull(),
  /** Redemption at maturity per 100 face, last coupon included (e.g. 110). */
  redemptionPrice: doublePrecision('redemption_price').notNull(),
});

/** A finance-calendar event (REFERENCE §8.1); `actual` is published only once `occursAt` has passed. */
export const financeEvents = pgTable(
  'finance_events',
  {
    id: serial('id').primaryKey(),
    occursAt: timestamp('occurs_at', { withTimezone: true }).notNull(),
    /** China calendar day of occursAt, YYYY-MM-DD (the day strip's key). */
    day: text('day').notNull(),
    region: text('region').notNull(),
    title: text('title').notNull(),
    periodLabel: text('period_label').notNull().default(''),
    importance: integer('importance').notNull(),
    previous: text('previous'),
    forecast: text('forecast'),
    actual: text('actual'),
    /** Made up by the demo seed, not published figures: the calendar labels them 模拟. */
    simulated: boolean('simulated').notNull().default(false),
  },
  (t) => [index('finance_events_day_idx').on(t.day, t.occursAt)],
);
