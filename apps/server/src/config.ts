import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadWechatConfig, type WechatConfig } from './providers/wechat/wechat-config';
import { loadPaymentConfig, type PaymentConfig } from './providers/payment/payment-config';
import { loadMarketConfig, type MarketConfig } from './providers/market/market-config';
import { loadCaptchaConfig, type CaptchaConfig } from './providers/captcha/captcha-config';
import {
  AUTH_CACHE_TTL_MS,
  LIST_CACHE_TTL_MS,
  LIVE_SEND_RATE_COUNT,
  LIVE_TEACHER_SEND_RATE_COUNT,
  LIVE_SEND_RATE_WINDOW_MS,
  LIVE_SOCKET_PING_MS,
  SMS_GLOBAL_PER_MINUTE,
  LIVE_MAX_SOCKETS_PER_IP,
  LIVE_SOCKET_FRAME_LIMIT,
  LIVE_SOCKET_FRAME_WINDOW_MS,
} from '@app/contract/limits';
import { AI_DAILY_QUOTA, AI_RATE_PER_MINUTE } from '@app/contract/ai';
import { NATIVE_APP_ORIGINS } from '@app/contract/cross-origin';

/** The repository root, so defaults do not depend on the directory the process starts in. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.join(repoRoot, 'apps/server');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** A whole number within bounds, with its default when unset or empty. */
const intSetting = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
/**
 * A comma list of origins (trailing slashes dropped, lower case as browsers send them), each matching `shape`;
 * `none` is the empty list (where unset means a default).
 */
const originList = (shape: RegExp, message: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((list) =>
        (list.trim().toLowerCase() === 'none' ? '' : list)
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(shape, message)))
      .optional(),
  );
/** Origins of app pages: web ones (http, https) and the native shell's own schemes (capacitor://localhost). */
const APP_ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/\s]+$/;
const APP_ORIGIN_MESSAGE = 'must list origins like https://example.com or capacitor://localhost';
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const envSchema = z
  .object({
    PORT: intSetting(0, 65535, 8080),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: optionalString,
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'http']).default('outbox')),
    SMS_HTTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMS_HTTP_API_KEY: optionalString,
    WEB_DIST: optionalString,
    SEED_DEMO: booleanFlag,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: booleanFlag,
    LIVE_ALLOWED_ORIGINS: originList(APP_ORIGIN, APP_ORIGIN_MESSAGE),
    /** Pages on other origins that may call the API and show /media pictures; `none` for no one. */
    CORS_ORIGINS: originList(APP_ORIGIN, APP_ORIGIN_MESSAGE),
    LIVE_SOCKET_PING_MS: intSetting(1000, 600_000, LIVE_SOCKET_PING_MS),
    LIVE_SEND_RATE_COUNT: intSetting(1, 1_000_000, LIVE_SEND_RATE_COUNT),
    LIVE_TEACHER_SEND_RATE_COUNT: intSetting(1, 1_000_000, LIVE_TEACHER_SEND_RATE_COUNT),
    LIVE_SEND_RATE_WINDOW_MS: intSetting(100, 3_600_000, LIVE_SEND_RATE_WINDOW_MS),
    LIVE_REDIS_CHANNEL: z.preprocess(emptyToUndefined, z.string().min(1).max(100).default('live:events')),
    /** 0 turns the session and grants cache off. */
    AUTH_CACHE_MS: intSetting(0, 60_000, AUTH_CACHE_TTL_MS),
    /** 0 turns the public list cache off. */
    LIST_CACHE_MS: intSetting(0, 60_000, LIST_CACHE_TTL_MS),
    NODE_ENV: optionalString,
    /** The OpenAPI page at /docs; off by default in production. */
    API_DOCS: booleanFlag,
    FRAME_ANCESTORS: originList(/^https:\/\/[^/\s]+$/, 'must list https origins like https://example.com'),
    HSTS_MAX_AGE: intSetting(0, 63_072_000, 0),
    /** Multiplies every abuse budget (load tests and the end-to-end suite raise it). */
    RATE_LIMIT_FACTOR: intSetting(1, 1_000_000, 1),
    /** SMS codes the whole service sends per minute, whoever asks (before RATE_LIMIT_FACTOR). */
    SMS_GLOBAL_PER_MINUTE: intSetting(1, 1_000_000, SMS_GLOBAL_PER_MINUTE),
    // Live socket abuse limits (load tests raise them) and the localhost origin allowance.
    LIVE_MAX_SOCKETS_PER_IP: intSetting(1, 10_000_000, LIVE_MAX_SOCKETS_PER_IP),
    LIVE_SOCKET_FRAME_LIMIT: intSetting(1, 10_000_000, LIVE_SOCKET_FRAME_LIMIT),
    LIVE_SOCKET_FRAME_WINDOW_MS: intSetting(100, 3_600_000, LIVE_SOCKET_FRAME_WINDOW_MS),
    LIVE_ALLOW_LOCAL_ORIGINS: booleanFlag,
    /** The AI assistant's language model (Ollama); unset: the built-in assistant (no model). */
    OLLAMA_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    OLLAMA_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).max(200).default('qwen2.5:7b')),
    /** An embedding model on the same Ollama: retrieval then re-ranks by meaning too. */
    OLLAMA_EMBED_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
    AI_RATE_PER_MINUTE: intSetting(1, 10_000, AI_RATE_PER_MINUTE),
    AI_DAILY_QUOTA: intSetting(1, 1_000_000, AI_DAILY_QUOTA),
    /** How stale the assistant's index of our content may get before a question refreshes it. */
    AI_INDEX_REFRESH_MS: intSetting(0, 86_400_000, 30_000),
    /** Pace of the built-in assistant's stream, per piece of a few characters. */
    AI_PIECE_DELAY_MS: intSetting(0, 1000, 30),
    /** Shared by every instance: signs links to paid media and screenshots. */
    MEDIA_SIGNING_KEY: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'http') return;
    if (!env.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
    if (!env.SMS_HTTP_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_API_KEY'],
        message: 'required when SMS_PROVIDER=http',
      });
  });

export type SmsConfig = { provider: 'outbox' } | { provider: 'http'; url: string; apiKey: string };

export interface LiveConfig {
  /**
   * Extra browser origins allowed to open live sockets (the request's own host always is, localhost when
   * allowLocalOrigins): LIVE_ALLOWED_ORIGINS and the app origins of CORS_ORIGINS.
   */
  allowedOrigins: string[];
  socketPingMs: number;
  sendRateCount: number;
  /** The send limit of the room's own teachers (per window). */
  teacherSendRateCount: number;
  sendRateWindowMs: number;
  /** Redis pub/sub channel (and key prefix) for live events; one per deployment. */
  redisChannel: string;
  /** Open sockets one client address may hold on this instance; more are closed with 1008. */
  maxSocketsPerIp: number;
  /** Frames one socket may send per frameWindowMs (junk included); more close it with 1008. */
  frameLimit: number;
  frameWindowMs: number;
  /** Pages on localhost may open sockets to any host: development only, never in production by default. */
  allowLocalOrigins: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sms: SmsConfig;
  webDist: string;
  mediaDir: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  live: LiveConfig;
  /** How long public list pages are served from the per-process cache (0 = off). */
  listCacheMs: number;
  /** How long token → member and member → grants answers are reused per process (0 = off). */
  authCacheMs: number;
  /** Multiplies every abuse budget (rate limits and quotas); 1 in production. */
  rateLimitFactor: number;
  /** SMS codes the whole service sends per minute. */
  smsGlobalPerMinute: number;
  /** NODE_ENV=production: development conveniences (API docs, localhost socket origins) are off. */
  production: boolean;
  apiDocs: boolean;
  security: { frameAncestors: string[]; hstsMaxAgeSeconds: number };
  /** Origins whose pages may call the API (CORS) and show its pictures: by default the native shell's. */
  crossOrigin: { origins: string[] };
  /** Key of signed media links; unset: a random key kept in DATA_DIR (one instance, or a shared DATA_DIR). */
  mediaSigningKey?: string | undefined;
  wechat: WechatConfig;
  /** The AI assistant; unset means defaultAiConfig (the built-in assistant). */
  ai?: AiConfig;
  /** Payment providers: the sandbox cashier and, when configured, WeChat Pay (issue 10). */
  payment?: PaymentConfig;
  market: MarketConfig;
  /** The captcha provider (unset: the embedded image captcha) and the test answer. */
  captcha?: CaptchaConfig;
}

export interface AiConfig {
  /** Ollama's base URL; undefined: the built-in assistant answers. */
  ollamaUrl: string | undefined;
  ollamaModel: string;
  /** Unset: retrieval ranks by words only. */
  ollamaEmbedModel?: string | undefined;
  /** Questions per member per minute and per China day (before RATE_LIMIT_FACTOR). */
  perMinute: number;
  perDay: number;
  indexRefreshMs: number;
  pieceDelayMs: number;
}

export const defaultAiConfig: AiConfig = {
  ollamaUrl: undefined,
  ollamaModel: 'qwen2.5:7b',
  perMinute: AI_RATE_PER_MINUTE,
  perDay: AI_DAILY_QUOTA,
  indexRefreshMs: 30_000,
  pieceDelayMs: 30,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function captchaSettings(env: NodeJS.ProcessEnv): CaptchaConfig {
  try {
    return loadCaptchaConfig(env);
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
}

function wechatSettings(env: NodeJS.ProcessEnv, production: boolean): WechatConfig {
  try {
    return loadWechatConfig(env, production);
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
}

/** Reads the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const appOrigins = e.CORS_ORIGINS ?? [...NATIVE_APP_ORIGINS];
  const sms: SmsConfig =
    e.SMS_PROVIDER === 'http'
      ? { provider: 'http', url: e.SMS_HTTP_URL ?? '', apiKey: e.SMS_HTTP_API_KEY ?? '' }
      : { provider: 'outbox' };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sms,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    mediaDir: path.join(serverRoot, 'media'),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    live: {
      // The native app opens live rooms too: the origins that may call the API may open its sockets.
      allowedOrigins: [...new Set([...(e.LIVE_ALLOWED_ORIGINS ?? []), ...appOrigins])],
      socketPingMs: e.LIVE_SOCKET_PING_MS,
      sendRateCount: e.LIVE_SEND_RATE_COUNT,
      teacherSendRateCount: e.LIVE_TEACHER_SEND_RATE_COUNT,
      sendRateWindowMs: e.LIVE_SEND_RATE_WINDOW_MS,
      redisChannel: e.LIVE_REDIS_CHANNEL,
      maxSocketsPerIp: e.LIVE_MAX_SOCKETS_PER_IP,
      frameLimit: e.LIVE_SOCKET_FRAME_LIMIT,
      frameWindowMs: e.LIVE_SOCKET_FRAME_WINDOW_MS,
      allowLocalOrigins: e.LIVE_ALLOW_LOCAL_ORIGINS ?? e.NODE_ENV !== 'production',
    },
    listCacheMs: e.LIST_CACHE_MS,
    authCacheMs: e.AUTH_CACHE_MS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    smsGlobalPerMinute: e.SMS_GLOBAL_PER_MINUTE,
    production: e.NODE_ENV === 'production',
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    security: { frameAncestors: e.FRAME_ANCESTORS ?? [], hstsMaxAgeSeconds: e.HSTS_MAX_AGE },
    crossOrigin: { origins: appOrigins },
    mediaSigningKey: e.MEDIA_SIGNING_KEY,
    wechat: wechatSettings(env, e.NODE_ENV === 'production'),
    ai: {
      ollamaUrl: e.OLLAMA_URL,
      ollamaModel: e.OLLAMA_MODEL,
      ollamaEmbedModel: e.OLLAMA_EMBED_MODEL,
      perMinute: e.AI_RATE_PER_MINUTE,
      perDay: e.AI_DAILY_QUOTA,
      indexRefreshMs: e.AI_INDEX_REFRESH_MS,
      pieceDelayMs: e.AI_PIECE_DELAY_MS,
    },
    payment: loadPaymentConfig(env, e.NODE_ENV === 'production'),
    market: loadMarketConfig(env),
    captcha: captchaSettings(env),
  };
}
