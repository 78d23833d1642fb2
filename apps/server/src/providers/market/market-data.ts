import type { Candle, Quote, Security } from '@app/contract/markets';

/**
 * Where prices come from. The embedded default simulates a market (and says so: `simulated`); a real
 * quotes service can be configured by env (MARKET_PROVIDER=http). All prices are in fen.
 */
export interface MarketData {
  readonly simulated: boolean;
  /** Every security the provider knows (stocks and the benchmark index). */
  securities(): Promise<Security[]>;
  /** Current quotes at `at` for the codes it knows; unknown codes are left out. */
  quotes(codes: readonly string[], at: Date): Promise<Map<string, Quote>>;
  /** Daily candles from `fromDay` to `toDay` (YYYY-MM-DD, both included) of the days that have closed. */
  candles(code: string, fromDay: string, toDay: string): Promise<Candle[]>;
}

export class MarketDataError extends Error {
  override name = 'MarketDataError';
}

export async function quoteOf(market: MarketData, code: string, at: Date): Promise<Quote | null> {
  return (await market.quotes([code], at)).get(code) ?? null;
}
