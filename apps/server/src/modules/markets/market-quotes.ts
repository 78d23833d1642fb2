import type { Concept, Quote, SecurityDetail } from '@app/contract/markets';
import { MarketMsg } from '@app/contract/markets';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { MarketData } from '../../providers/market/market-data';
import { lastClosedDay } from '../../providers/market/trading-calendar';

/** Candles shown on a stock's detail page (about half a year). */
const CANDLE_DAYS = 180;

/** Browsing the market outside any race: security search, sectors, one security with its candles. */
export function createMarketQuotes(deps: { market: MarketData; clock: Clock }) {
  const { market, clock } = deps;
  const quotesFor = (codes: Iterable<string>, at: Date) => market.quotes([...new Set(codes)], at);

  return {
    async searchSecurities(keyword: string, page: PageQuery) {
      const all = (await market.securities()).filter((s) => !s.isIndex);
      const k = keyword.trim().toLowerCase();
      const hits = k ? all.filter((s) => s.code.includes(k) || s.name.toLowerCase().includes(k)) : all;
      const slice = hits.slice(offsetOf(page), offsetOf(page) + page.pageSize);
      const quotes = await quotesFor(
        slice.map((s) => s.code),
        clock.now(),
      );
      return { rows: slice.map((s) => quotes.get(s.code)!).filter(Boolean), total: hits.length };
    },

    /** Concepts (sectors) ranked by today's average change, each with its leading stock. */
    async concepts(): Promise<Concept[]> {
      const stocks = (await market.securities()).filter((s) => !s.isIndex);
      const quotes = await quotesFor(
        stocks.map((s) => s.code),
        clock.now(),
      );
      const bySector = new Map<string, Quote[]>();
      for (const q of quotes.values()) bySector.set(q.sector, [...(bySector.get(q.sector) ?? []), q]);
      return [...bySector.entries()]
        .map(([name, qs]) => {
          const leader = qs.reduce((a, b) => (b.changeRatio > a.changeRatio ? b : a));
          return {
            name,
            changeRatio: qs.reduce((sum, q) => sum + q.changeRatio, 0) / qs.length,
            stocks: qs.length,
            leader: { code: leader.code, name: leader.name, changeRatio: leader.changeRatio },
            simulated: market.simulated,
          };
        })
        .sort((a, b) => b.changeRatio - a.changeRatio);
    },

    async security(code: string): Promise<SecurityDetail> {
      const at = clock.now();
      const quote = (await quotesFor([code], at)).get(code);
      if (!quote) throw new NotFoundError(MarketMsg.unknownCode);
      const to = lastClosedDay(at);
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - CANDLE_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return { quote, candles: await market.candles(code, from, to) };
    },
  };
}
export type MarketQuotes = ReturnType<typeof createMarketQuotes>;
