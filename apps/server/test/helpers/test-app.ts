import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { SmsPurpose } from '@app/contract/account';
import { NATIVE_APP_ORIGINS } from '@app/contract/cross-origin';
import {
  LIVE_SEND_RATE_COUNT,
  LIVE_SEND_RATE_WINDOW_MS,
  LIVE_SOCKET_FRAME_WINDOW_MS,
  LIVE_SOCKET_PING_MS,
  SMS_GLOBAL_PER_MINUTE,
  LIVE_TEACHER_SEND_RATE_COUNT,
} from '@app/contract/limits';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import { serverRoot } from '../../src/config';
import {
  migrationsFolder,
  openPglite,
  openPostgres,
  type Database,
  type DatabaseHandle,
} from '../../src/db/client';
import { createManualClock, type Clock } from '../../src/lib/clock';
import type { RateLimits } from '../../src/lib/rate-limit/rate-limits';
import type { CaptchaGenerator } from '../../src/modules/captcha/captcha.service';
import { outboxFileName } from '../../src/providers/sms/outbox-sms-provider';
import type { SmsProvider } from '../../src/providers/sms/sms-provider';
import type { Broker } from '../../src/realtime/broker';
import { seedDemo } from '../../src/seed/seed-demo';

const RELAXED_RATE_LIMIT_FACTOR = 1000;
/** Tests name exact simulated prices, so they run the market on a known seed (deployments keep theirs secret). */
export const TEST_MARKET_SEED = 'markets-v1';

export interface OutboxEntry {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  at: string;
}

export interface TestAppOptions {
  webDist?: string;
  sms?: SmsProvider;
  captchaGenerator?: CaptchaGenerator;
  /** Receives the app's JSON log lines (logging is off otherwise). */
  logStream?: { write(line: string): void };
  logLevel?: string;
  /** Overrides of the live settings (rate limit, ping interval, Redis channel...). */
  live?: Partial<Config['live']>;
  /** Redis for the live broker and presence (the app uses Redis pub/sub when set). */
  redisUrl?: string;
  /** Build a second app instance on the database of this one (two instances, one database). */
  shareDatabaseWith?: TestApp;
  /** Public list cache TTL (off by default in tests). */
  listCacheMs?: number;
  /** Session and grants cache TTL (off by default in tests: they move the clock and grant directly). */
  authCacheMs?: number;
  /**
   * Multiplies abuse budgets. Most tests make many writes from one address, so budgets are relaxed unless a
   * test is about them and passes 1.
   */
  rateLimitFactor?: number;
  /** SMS codes the whole service may send per minute. */
  smsGlobalPerMinute?: number;
  /** Any other settings a test is about (production mode, docs, headers). */
  config?: Partial<Config>;
  /** The live-event broker (by default Redis with redisUrl, else in-process), e.g. to publish on it. */
  broker?: Broker;
  /** Wraps the access service the order service grants through (a test failing one fulfilment). */
  orderAccess?: BuildAppOptions['orderAccess'];
  /** The app's rate limits, built on its clock, for a test that reads or spends budgets directly. */
  rateLimits?: (clock: Clock) => RateLimits;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  dataDir: string;
  clock: ReturnType<typeof createManualClock>;
  readOutbox(): OutboxEntry[];
  /** The last code sent to this mobile (for this purpose, if given). */
  lastCode(mobile: string, purpose?: SmsPurpose): string;
  close(): Promise<void>;
}

/** One migrated and seeded PGlite per test file, cloned for every app (DESIGN §7: cloning beats migrating). */
let template: Promise<File | Blob> | undefined;
async function pgliteTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    await seedDemo(drizzle(client) as unknown as Database, createManualClock(), {
      marketSeed: TEST_MARKET_SEED,
    });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return template;
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openPglite({ loadDataDir: await pgliteTemplate() });
    return { handle, drop: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 4 });
  await handle.migrate();
  await seedDemo(handle.db, createManualClock(), { marketSeed: TEST_MARKET_SEED });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'server-test-'));
  const { handle, drop } = options.shareDatabaseWith
    ? { handle: options.shareDatabaseWith.handle, drop: async () => undefined }
    : await openTestDatabase();
  const ownsDatabase = !options.shareDatabaseWith;
  const clock = createManualClock(new Date());
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    redisUrl: options.redisUrl,
    sms: { provider: 'outbox' },
    webDist: options.webDist ?? path.join(dataDir, 'web-not-built'),
    mediaDir: path.join(serverRoot, 'media'),
    seedDemo: true,
    logLevel: options.logLevel ?? 'silent',
    trustProxy: false,
    live: {
      allowedOrigins: [],
      socketPingMs: LIVE_SOCKET_PING_MS,
      sendRateCount: LIVE_SEND_RATE_COUNT,
      // A test that lifts the member limit means everyone may post freely, teachers included.
      teacherSendRateCount: Math.max(LIVE_TEACHER_SEND_RATE_COUNT, options.live?.sendRateCount ?? 0),
      sendRateWindowMs: LIVE_SEND_RATE_WINDOW_MS,
      redisChannel: 'live:events',
      // Tests drive sockets far faster than people do; the tests of these limits set their own.
      maxSocketsPerIp: 10_000,
      frameLimit: 10_000,
      frameWindowMs: LIVE_SOCKET_FRAME_WINDOW_MS,
      allowLocalOrigins: true,
      ...options.live,
    },
    // Off unless a test is about the cache: most tests read right after they write.
    listCacheMs: options.listCacheMs ?? 0,
    authCacheMs: options.authCacheMs ?? 0,
    rateLimitFactor: options.rateLimitFactor ?? RELAXED_RATE_LIMIT_FACTOR,
    smsGlobalPerMinute: options.smsGlobalPerMinute ?? SMS_GLOBAL_PER_MINUTE,
    production: false,
    apiDocs: true,
    security: { frameAncestors: [], hstsMaxAgeSeconds: 0 },
    crossOrigin: { origins: [...NATIVE_APP_ORIGINS] },
    // Not set up unless a test points it at its fake WeChat.
    wechat: {
      apiBase: 'http://127.0.0.1:9',
      openBase: 'https://open.weixin.qq.com',
      officialAccount: null,
      miniProgram: null,
      jssdkOrigins: [],
    },
    // The simulated market on the test's clock; races settle when a test calls for it, not on a timer.
    market: { provider: 'simulated', seed: TEST_MARKET_SEED, clockStart: undefined, settleEveryMs: 0 },
    ...options.config,
  };
  const app = await buildApp({
    config,
    db: handle.db,
    databaseKind: handle.kind,
    clock,
    logger: options.logStream ? { stream: options.logStream } : false,
    // Every answer a test sees is also checked by zod and must match what the compiled serializer wrote.
    verifyResponses: true,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.captchaGenerator ? { captchaGenerator: options.captchaGenerator } : {}),
    ...(options.broker ? { broker: options.broker } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits(clock) } : {}),
    ...(options.orderAccess ? { orderAccess: options.orderAccess } : {}),
  });

  const readOutbox = (): OutboxEntry[] => {
    const file = path.join(dataDir, outboxFileName);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEntry);
  };

  return {
    app,
    db: handle.db,
    handle,
    dataDir,
    clock,
    readOutbox,
    lastCode(mobile, purpose) {
      const entry = readOutbox()
        .filter((e) => e.mobile === mobile && (!purpose || e.purpose === purpose))
        .at(-1);
      if (!entry) throw new Error(`no SMS sent to ${mobile}`);
      return entry.code;
    },
    async close() {
      await app.close();
      if (ownsDatabase) {
        await handle.close();
        await drop();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
