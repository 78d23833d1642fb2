import { FIGURE_DECIMALS, FIGURE_MISSING, FIGURE_UNITS, LOT_SIZE } from '@app/contract/markets-constants';

/**
 * The one way market figures read on every page: yuan with thousands separators, large figures in 万/亿,
 * volumes in 手, percentages that never say -0.00%, and the colour a figure takes (rises red, falls green,
 * unchanged grey — the Chinese convention). Written out by hand rather than with Intl: Intl's number
 * formatting loads its locale data on first use, some 50 ms of a phone's main thread while a race page draws.
 */

export type Trend = 'up' | 'down' | 'flat';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const WAN = 1e4;
const YI = 1e8;
const WAN_YI = 1e12;

/**
 * A number with fixed decimals that rounds to zero without a sign: -0.001 → 0.00, never -0.00.
 * NaN and infinities read as --.
 */
export function fixed(value: number, decimals = FIGURE_DECIMALS): string {
  if (!Number.isFinite(value)) return FIGURE_MISSING;
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The value as it is shown: what the colour and the sign follow, so 0.00% is never green. */
function shown(value: number, decimals: number): number {
  return Number(fixed(value, decimals));
}

/** Rises red, falls green, unchanged (or rounding to zero at `decimals`) grey: the class name a figure takes. */
export function trend(value: number, decimals?: number): Trend {
  if (!Number.isFinite(value)) return 'flat';
  const v = decimals === undefined ? value : shown(value, decimals);
  return v > 0 ? 'up' : v < 0 ? 'down' : 'flat';
}

/** The colour of a ratio shown as a percentage: it follows the percentage as printed. */
export function ratioTrend(ratio: number): Trend {
  return trend(ratio * 100, FIGURE_DECIMALS);
}

/** Yuan with two decimals and thousands separators, from integer fen: 123456789 → 1,234,567.89. */
export function yuan(fen: number): string {
  if (!Number.isFinite(fen)) return FIGURE_MISSING;
  const abs = Math.abs(Math.round(fen));
  const whole = String(Math.floor(abs / 100)).replace(THOUSANDS, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${fen < 0 && abs > 0 ? '-' : ''}${whole}.${cents}`;
}

/** Signed yuan: +1,234.00 / -56.00 / 0.00. */
export function signedYuan(fen: number): string {
  return trend(Math.round(fen)) === 'up' ? `+${yuan(fen)}` : yuan(fen);
}

/** A ratio as a percentage: 0.0123 → 1.23% (a holding's weight, a coupon). */
export function pct(ratio: number, decimals = FIGURE_DECIMALS): string {
  const text = fixed(ratio * 100, decimals);
  return text === FIGURE_MISSING ? text : `${text}%`;
}

/** A ratio as a signed percentage: 0.0123 → +1.23%, -0.05 → -5.00%, -0.00001 → 0.00%. */
export function signedPct(ratio: number): string {
  return signedPercent(ratio * 100);
}

/** A value already in percent, signed: 1.5 → +1.50%, -0.001 → 0.00% (chart axes of returns). */
export function signedPercent(percent: number): string {
  const text = fixed(percent, FIGURE_DECIMALS);
  if (text === FIGURE_MISSING) return text;
  return trend(percent, FIGURE_DECIMALS) === 'up' ? `+${text}%` : `${text}%`;
}

/**
 * A count or amount in 万/亿/万亿 once it reaches 10,000: 9999 → 9999, 10000 → 1.00万, 1.2345e8 → 1.23亿.
 * Below 10,000 it keeps `smallDecimals` (0 for counts, 2 for yuan). A figure that rounds up to the next unit
 * takes that unit (99,999,999 → 1.00亿, not 10000.00万).
 */
export function bigFigure(value: number, smallDecimals = 0): string {
  if (!Number.isFinite(value)) return FIGURE_MISSING;
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const inUnit = (divisor: number) => (abs / divisor).toFixed(FIGURE_DECIMALS);
  if (Number(abs.toFixed(smallDecimals)) < WAN) return fixed(value, smallDecimals);
  if (Number(inUnit(WAN)) < WAN) return `${sign}${inUnit(WAN)}${FIGURE_UNITS.wan}`;
  if (Number(inUnit(YI)) < WAN) return `${sign}${inUnit(YI)}${FIGURE_UNITS.yi}`;
  return `${sign}${inUnit(WAN_YI)}${FIGURE_UNITS.wanYi}`;
}

/** An amount of money from fen, in 万/亿 once it is 10,000 yuan or more: 12_345_678_900 fen → 1.23亿. */
export function bigYuan(fen: number): string {
  return bigFigure(fen / 100, FIGURE_DECIMALS);
}

/** A volume of A-shares in 手 (1 手 = 100 股): 37_306_000 shares → 37.31万手. */
export function lots(shares: number): string {
  const text = volumeLots(shares);
  return text === FIGURE_MISSING ? text : `${text}${FIGURE_UNITS.lot}`;
}

/** The number of 手 without the unit, for a chart's volume axis where the unit would crowd the labels. */
export function volumeLots(shares: number): string {
  return bigFigure(shares / LOT_SIZE, 0);
}
