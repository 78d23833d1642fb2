import { PRICE_LIMIT_PCT, type Board } from '@app/contract/markets';

/** The daily limit fraction of a security: ST ±5% (except ChiNext), ChiNext/STAR ±20%, main board ±10%. */
export function limitPct(board: Board, st: boolean): number {
  if (st && board === 'main') return PRICE_LIMIT_PCT.st;
  return PRICE_LIMIT_PCT[board];
}

/** Limit-up and limit-down in fen: round(prev_close × (1 ± pct), 2) (REFERENCE §6.1). */
export function priceLimits(
  prevCloseFen: number,
  board: Board,
  st: boolean,
): { upFen: number; downFen: number } {
  const pct = limitPct(board, st);
  // Integer arithmetic in basis points avoids 0.1 + 0.2 style drift at the half-fen.
  const bp = Math.round(pct * 10_000);
  return {
    upFen: Math.round((prevCloseFen * (10_000 + bp)) / 10_000),
    downFen: Math.round((prevCloseFen * (10_000 - bp)) / 10_000),
  };
}
