/** Where a thousands separator goes in a run of digits. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Yuan with two decimals and thousands separators, from integer fen. Written out by hand: Intl's number
 * formatting loads its locale data on first use, some 50 ms of a phone's main thread while a race page draws.
 */
export function yuan(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const whole = String(Math.floor(abs / 100)).replace(THOUSANDS, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${fen < 0 && abs > 0 ? '-' : ''}${whole}.${cents}`;
}

/** A ratio as a signed percentage: 0.0123 → +1.23%. */
export function signedPct(ratio: number): string {
  const pct = (ratio * 100).toFixed(2);
  if (pct === '0.00' || pct === '-0.00') return '0.00%';
  return ratio > 0 ? `+${pct}%` : `${pct}%`;
}

/** Signed yuan: +1,234.00 / -56.00. */
export function signedYuan(fen: number): string {
  return fen > 0 ? `+${yuan(fen)}` : yuan(fen);
}

/** Rises red, falls green (the Chinese convention): the class name a figure takes. */
export function trend(value: number): 'up' | 'down' | 'flat' {
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}
