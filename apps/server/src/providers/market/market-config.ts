import { z } from 'zod';
import { chinaDay, chinaInstant, nextTradingDay } from './trading-calendar';

export type MarketConfig = {
  /** Shifts the market's clock: it starts at this instant when the server starts and then runs (demos, e2e). */
  clockStart: Date | undefined;
  /** How often each instance looks for race days to settle (0 = never); the settlement row lets only one act. */
  settleEveryMs: number;
} & (
  | {
      provider: 'simulated';
      /** MARKET_SEED (tests, demos); unset: the install's own secret seed, kept in its database. */
      seed: string | undefined;
    }
  | { provider: 'http'; url: string; apiKey: string | undefined }
);

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const marketEnv = z
  .object({
    MARKET_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulated', 'http']).default('simulated')),
    MARKET_HTTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MARKET_HTTP_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    MARKET_SEED: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
    MARKET_SETTLE_CHECK_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    ),
    MARKET_CLOCK_START: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
    /** `HH:MM`: the market's clock starts at this China time on the next trading day after today (e2e, demos). */
    MARKET_CLOCK_NEXT_TRADING_DAY_AT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.MARKET_PROVIDER === 'http' && !env.MARKET_HTTP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['MARKET_HTTP_URL'],
        message: 'required when MARKET_PROVIDER=http',
      });
  });

/** Market data settings: the simulated market by default, a quotes service over HTTP when configured. */
export function loadMarketConfig(env: NodeJS.ProcessEnv, now: Date = new Date()): MarketConfig {
  const e = marketEnv.parse(env);
  const clockStart = e.MARKET_CLOCK_START
    ? new Date(e.MARKET_CLOCK_START)
    : e.MARKET_CLOCK_NEXT_TRADING_DAY_AT
      ? chinaInstant(nextTradingDay(chinaDay(now)), e.MARKET_CLOCK_NEXT_TRADING_DAY_AT)
      : undefined;
  const common = { clockStart, settleEveryMs: e.MARKET_SETTLE_CHECK_MS };
  return e.MARKET_PROVIDER === 'http'
    ? { provider: 'http', url: e.MARKET_HTTP_URL ?? '', apiKey: e.MARKET_HTTP_API_KEY, ...common }
    : { provider: 'simulated', seed: e.MARKET_SEED, ...common };
}
