import type { Candle, Quote, Security } from '@app/contract/markets';
import type { MarketData } from './market-data';
import { priceLimits } from './price-limits';
import { hashSeed, mulberry32, normal, normalFor } from './seeded-random';
import { SIM_SECURITIES, type SimSecurity } from './securities';
import {
  chinaDay,
  chinaMinuteOfDay,
  currentTradingDay,
  isTradingDay,
  isTradingTime,
  SESSION_MINUTES,
  sessionMinute,
  tradingDaysBetween,
} from './trading-calendar';

/** The first day of the model: every security closes at its base price on this day. */
export const MODEL_START_DAY = '2024-01-02';
const TRADING_DAYS_PER_YEAR = 244;
/** Weights of the market, sector and own shocks in a stock's daily return (squares sum to 1). */
const MARKET_WEIGHT = 0.55;
const SECTOR_WEIGHT = 0.35;
const OWN_WEIGHT = Math.sqrt(1 - MARKET_WEIGHT ** 2 - SECTOR_WEIGHT ** 2);
/** The call auction fixes the open at 9:25; before that the quote is the previous close. */
const AUCTION_MINUTE = 9 * 60 + 25;
const PATH_CACHE_MAX = 2_000;

/**
 * A deterministic simulated A-share market (DESIGN §8, REFERENCE §6.4). Daily closes follow a seeded
 * geometric Brownian motion, S₁ = S₀·exp((μ − σ²/2)Δt + σ√Δt·Z) with Δt = 1/244, where Z mixes a market,
 * a sector and an own shock, clamped to the board's price limit and rounded to the 0.01 tick. Within a day
 * the price follows a seeded Brownian bridge from the open to that close over the 240 trading minutes, so
 * prices move during sessions and stand still outside them. Every figure is a pure function of the seed,
 * the code and the time: instances given the same seed agree, and tests can name exact prices. Whoever
 * knows the seed knows every future price, so a deployment's seed is a secret (see market-seed.ts).
 */
export function createSimulatedMarket(options: { seed: string }) {
  const { seed } = options;
  const series = new Map<string, { days: string[]; closes: number[] }>();
  const paths = new Map<string, number[]>();

  const shock = (kind: string, day: string) => normalFor(`${seed}:${kind}:${day}`);

  /** Closes of a security on every trading day from the model start up to `day`. */
  function closesUpTo(sec: SimSecurity, day: string) {
    let s = series.get(sec.code);
    if (!s) {
      s = { days: [MODEL_START_DAY], closes: [sec.baseFen] };
      series.set(sec.code, s);
    }
    const last = s.days[s.days.length - 1]!;
    if (day > last) {
      const dt = 1 / TRADING_DAYS_PER_YEAR;
      for (const d of tradingDaysBetween(last, day).slice(1)) {
        const prev = s.closes[s.closes.length - 1]!;
        const z = sec.isIndex
          ? shock('m', d)
          : MARKET_WEIGHT * shock('m', d) +
            SECTOR_WEIGHT * shock(`s:${sec.sector}`, d) +
            OWN_WEIGHT * shock(`o:${sec.code}`, d);
        const raw = prev * Math.exp((sec.mu - sec.sigma ** 2 / 2) * dt + sec.sigma * Math.sqrt(dt) * z);
        s.days.push(d);
        s.closes.push(clampToLimits(sec, prev, raw));
      }
    }
    return s;
  }

  function clampToLimits(sec: SimSecurity, prevFen: number, rawFen: number): number {
    const rounded = Math.max(1, Math.round(rawFen));
    if (sec.isIndex) return rounded;
    const { upFen, downFen } = priceLimits(prevFen, sec.board, sec.st);
    return Math.min(upFen, Math.max(downFen, rounded));
  }

  /** The index of `day` in the series (a trading day on or after the model start), and its previous close. */
  function dayCloses(sec: SimSecurity, day: string): { prevFen: number; closeFen: number } {
    if (day <= MODEL_START_DAY) return { prevFen: sec.baseFen, closeFen: sec.baseFen };
    const s = closesUpTo(sec, day);
    const i = s.days.lastIndexOf(day);
    return { prevFen: s.closes[i - 1]!, closeFen: s.closes[i]! };
  }

  /** The day's minute-by-minute prices (241 points, open to close), within the limits, on the tick. */
  function dayPath(sec: SimSecurity, day: string): number[] {
    const key = `${sec.code}:${day}`;
    const cached = paths.get(key);
    if (cached) return cached;
    const { prevFen, closeFen } = dayCloses(sec, day);
    const random = mulberry32(hashSeed(`${seed}:path:${key}`));
    const dailySigma = sec.sigma / Math.sqrt(TRADING_DAYS_PER_YEAR);
    const open = clampToLimits(sec, prevFen, prevFen * (1 + 0.3 * dailySigma * normal(random)));
    const stepSd = (0.6 * dailySigma * prevFen) / Math.sqrt(SESSION_MINUTES);
    const walk = [0];
    for (let m = 1; m <= SESSION_MINUTES; m++) walk.push(walk[m - 1]! + stepSd * normal(random));
    const end = walk[SESSION_MINUTES]!;
    const path = walk.map((w, m) => {
      const t = m / SESSION_MINUTES;
      return clampToLimits(sec, prevFen, open + (closeFen - open) * t + (w - t * end));
    });
    path[SESSION_MINUTES] = closeFen;
    if (paths.size >= PATH_CACHE_MAX) paths.clear();
    paths.set(key, path);
    return path;
  }

  /** The price at an instant: the previous close before the auction, then the day's path, then the close. */
  function priceAt(sec: SimSecurity, at: Date): { priceFen: number; prevCloseFen: number; day: string } {
    const day = currentTradingDay(at);
    const { prevFen, closeFen } = dayCloses(sec, day);
    if (day !== chinaDay(at)) return { priceFen: closeFen, prevCloseFen: prevFen, day };
    if (chinaMinuteOfDay(at) < AUCTION_MINUTE) return { priceFen: prevFen, prevCloseFen: prevFen, day };
    const path = dayPath(sec, day);
    return { priceFen: path[Math.floor(sessionMinute(at))]!, prevCloseFen: prevFen, day };
  }

  const known = new Map(SIM_SECURITIES.map((s) => [s.code, s]));

  const market: MarketData & { priceAt: typeof priceAt } = {
    simulated: true,
    priceAt,
    async securities(): Promise<Security[]> {
      return SIM_SECURITIES.map(toSecurity);
    },
    async quotes(codes, at) {
      const result = new Map<string, Quote>();
      for (const code of codes) {
        const sec = known.get(code);
        if (!sec) continue;
        const { priceFen, prevCloseFen } = priceAt(sec, at);
        const { upFen, downFen } = priceLimits(prevCloseFen, sec.board, sec.st);
        result.set(code, {
          ...toSecurity(sec),
          priceFen,
          prevCloseFen,
          changeFen: priceFen - prevCloseFen,
          changeRatio: prevCloseFen ? (priceFen - prevCloseFen) / prevCloseFen : 0,
          limitUpFen: upFen,
          limitDownFen: downFen,
          at: at.toISOString(),
          trading: isTradingTime(at),
          simulated: true,
        });
      }
      return result;
    },
    async candles(code, fromDay, toDay) {
      const sec = known.get(code);
      if (!sec) return [];
      const from = fromDay < MODEL_START_DAY ? MODEL_START_DAY : fromDay;
      return tradingDaysBetween(from, toDay)
        .filter(isTradingDay)
        .map((day): Candle => {
          const path = dayPath(sec, day);
          const { prevFen, closeFen } = dayCloses(sec, day);
          const move = Math.abs(closeFen - prevFen) / prevFen;
          const turnover = 4e9 * (0.6 + 0.8 * mulberry32(hashSeed(`${seed}:v:${code}:${day}`))());
          return {
            day,
            openFen: path[0]!,
            highFen: Math.max(...path),
            lowFen: Math.min(...path),
            closeFen,
            volume: Math.round((turnover * (1 + 20 * move)) / closeFen),
          };
        });
    },
  };
  return market;
}

export type SimulatedMarket = ReturnType<typeof createSimulatedMarket>;

function toSecurity(sec: SimSecurity): Security {
  const { code, name, exchange, board, st, isIndex, sector } = sec;
  return { code, name, exchange, board, st, isIndex, sector };
}
