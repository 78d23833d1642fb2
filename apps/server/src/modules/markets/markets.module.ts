import { Pages } from '@app/contract/pages';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createHttpMarket } from '../../providers/market/http-market';
import type { MarketConfig } from '../../providers/market/market-config';
import type { MarketData } from '../../providers/market/market-data';
import { createSimulatedMarket } from '../../providers/market/simulated-market';
import { defineModule } from '../app-module';
import { bondRoutes } from './bonds.routes';
import { createBonds } from './bonds';
import { createFinanceCalendar } from './finance-calendar';
import { financeCalendarRoutes } from './finance-calendar.routes';
import { loadMarketSeed } from './market-seed';
import { marketsPoolRoutes } from './markets-pool.routes';
import { marketsQuoteRoutes } from './markets-quote.routes';
import { marketsRaceRoutes } from './markets-race.routes';
import { marketsTradeRoutes } from './markets-trade.routes';
import { createMarketsRepository } from './markets.repository';
import { createMarketQuotes } from './market-quotes';
import { createMarketsService, type MarketsService } from './markets.service';
import { createStockPools } from './stock-pools';
import { raceFirstScreen } from './race-first-screen';

declare module '../app-module' {
  interface Services {
    markets: MarketsService;
  }
}

export async function marketDataFor(config: MarketConfig, db: Database): Promise<MarketData> {
  return config.provider === 'http'
    ? createHttpMarket({ url: config.url, apiKey: config.apiKey })
    : createSimulatedMarket({ seed: await loadMarketSeed(db, config.seed) });
}

/** The market's clock: the app's, or (MARKET_CLOCK_START) one that started at a chosen instant and runs on. */
export function marketClock(config: MarketConfig, clock: Clock): Clock {
  const start = config.clockStart;
  if (!start) return clock;
  const offset = start.getTime() - clock.now().getTime();
  return { now: () => new Date(clock.now().getTime() + offset) };
}

export const marketsModule = defineModule({
  name: 'markets',
  async setup(ctx) {
    const market = await marketDataFor(ctx.config.market, ctx.db);
    const clock = marketClock(ctx.config.market, ctx.clock);
    const service = createMarketsService({ repo: createMarketsRepository(ctx.db), market, clock });
    ctx.provide('markets', service);
    // A race opened cold shows its banner before the app's code has arrived.
    ctx.app.firstScreens.set(Pages.stockRace, raceFirstScreen(service));
    if (ctx.config.market.settleEveryMs > 0) {
      const timer = setInterval(() => {
        service
          .settleDue()
          .catch((error: unknown) => ctx.log.error({ err: error }, 'race settlement failed'));
      }, ctx.config.market.settleEveryMs);
      timer.unref();
      ctx.app.addHook('onClose', async () => clearInterval(timer));
    }
    await ctx.app.register(marketsRaceRoutes(service));
    await ctx.app.register(marketsTradeRoutes(service));
    await ctx.app.register(marketsQuoteRoutes(createMarketQuotes({ market, clock })));
    await ctx.app.register(marketsPoolRoutes(createStockPools({ db: ctx.db, market, clock })));
    await ctx.app.register(bondRoutes(createBonds({ db: ctx.db, market, clock })));
    await ctx.app.register(financeCalendarRoutes(createFinanceCalendar({ db: ctx.db, clock })));
  },
});
