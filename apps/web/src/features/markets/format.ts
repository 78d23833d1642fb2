/** Yuan with two decimals and thousands separators, from integer fen. */
export function yuan(fen: number): string {
  return (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
