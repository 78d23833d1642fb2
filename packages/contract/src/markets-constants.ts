// Kept apart from the schemas of markets.ts: a race page that needs a lot size or a page size then loads no zod.

// ---- A-share rules and fees (REFERENCE §6.1) ----
/** Buys are whole lots of this many shares; an odd lot may only be sold when selling a position out. */
export const LOT_SIZE = 100;
/** Daily price limit by board, as a fraction of the previous close. */
export const PRICE_LIMIT_PCT = { main: 0.1, chinext: 0.2, star: 0.2, st: 0.05 } as const;
/** Commission: 0.025% of turnover, at least 5 CNY, both sides. */
export const COMMISSION_RATE = 0.00025;
export const COMMISSION_MIN_FEN = 500;
/** Stamp duty: 0.05% of turnover, sells only (since 2023-08-28). */
export const STAMP_DUTY_RATE = 0.0005;
/** Transfer fee: 0.001% of turnover, both sides (since 2022-04-29). */
export const TRANSFER_FEE_RATE = 0.00001;
/** Continuous trading sessions, China time (HH:MM). Orders outside them are refused. */
export const TRADING_SESSIONS = [
  ['09:30', '11:30'],
  ['13:00', '15:00'],
] as const;
/** Page size of race lists and rankings (SPEC §9). */
export const STOCK_RACE_PAGE_SIZE = 20;
/** A single order may not exceed this many shares (keeps the figures within safe integers). */
export const ORDER_MAX_QUANTITY = 10_000_000;

/** Discount rate of the pure bond value (a typical AA-rated corporate yield). */
export const BOND_DISCOUNT_RATE = 0.03;

// ---- How market figures read (client-core format/market.ts) ----
/** Large figures read in 万 and 亿 as on every Chinese quote screen, never 373.06K. */
export const FIGURE_UNITS = { wan: '万', yi: '亿', wanYi: '万亿', lot: '手' } as const;
/** Shown where a figure is missing or not a number. */
export const FIGURE_MISSING = '--';
/** Decimals of prices, percentages and figures in 万/亿. */
export const FIGURE_DECIMALS = 2;
