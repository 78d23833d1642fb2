import type { Candle, Quote, Security } from '@app/contract/markets';
import { MarketDataError, type MarketData } from './market-data';
import { priceLimits } from './price-limits';
import { isTradingTime } from './trading-calendar';

/**
 * A quotes service over HTTP (MARKET_PROVIDER=http). The protocol is small JSON over GET, prices in yuan
 * as the upstream quotes them (converted to fen here):
 *   GET {base}/securities                      → {securities: [{code, name, exchange, board, st, isIndex, sector}]}
 *   GET {base}/quotes?codes=600519,000001      → {quotes: [{code, price, prevClose, time}]}
 *   GET {base}/candles?code=&from=&to=         → {candles: [{day, open, high, low, close, volume}]}
 * with `Authorization: Bearer <MARKET_HTTP_API_KEY>` when a key is set. The security list is cached.
 */
export function createHttpMarket(options: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}): MarketData {
  const base = options.url.replace(/\/+$/, '');
  let securities: Promise<Map<string, Security>> | undefined;

  async function get<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new MarketDataError(`market data unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new MarketDataError(`market data answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  const toFen = (yuan: number) => Math.round(yuan * 100);

  function known(): Promise<Map<string, Security>> {
    securities ??= get<{ securities: Security[] }>('/securities')
      .then((body) => new Map(body.securities.map((s) => [s.code, s])))
      .catch((error: unknown) => {
        securities = undefined;
        throw error;
      });
    return securities;
  }

  return {
    simulated: false,
    async securities() {
      return [...(await known()).values()];
    },
    async quotes(codes, at) {
      const result = new Map<string, Quote>();
      if (codes.length === 0) return result;
      const [secs, body] = await Promise.all([
        known(),
        get<{ quotes: { code: string; price: number; prevClose: number; time: string }[] }>(
          `/quotes?codes=${encodeURIComponent(codes.join(','))}`,
        ),
      ]);
      for (const q of body.quotes) {
        const sec = secs.get(q.code);
        if (!sec) continue;
        const priceFen = toFen(q.price);
        const prevCloseFen = toFen(q.prevClose);
        const { upFen, downFen } = priceLimits(prevCloseFen, sec.board, sec.st);
        result.set(q.code, {
          ...sec,
          priceFen,
          prevCloseFen,
          changeFen: priceFen - prevCloseFen,
          changeRatio: prevCloseFen ? (priceFen - prevCloseFen) / prevCloseFen : 0,
          limitUpFen: upFen,
          limitDownFen: downFen,
          at: new Date(q.time).toISOString(),
          trading: isTradingTime(at),
          simulated: false,
        });
      }
      return result;
    },
    async candles(code, fromDay, toDay) {
      const body = await get<{
        candles: { day: string; open: number; high: number; low: number; close: number; volume: number }[];
      }>(`/candles?code=${encodeURIComponent(code)}&from=${fromDay}&to=${toDay}`);
      return body.candles.map((c): Candle => ({
        day: c.day,
        openFen: toFen(c.open),
        highFen: toFen(c.high),
        lowFen: toFen(c.low),
        closeFen: toFen(c.close),
        volume: Math.round(c.volume),
      }));
    },
  };
}
