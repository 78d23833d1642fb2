import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ClientPlatform } from '@app/contract/client-version';
import { GEETEST_ORIGINS } from '@app/contract/geetest';
import { BODY_LIMIT_BYTES, LIST_CACHE_MAX_ENTRIES } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { footerNavParams, readAddress } from '@app/contract/read-addresses';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { responseSerializerCompiler } from './lib/response-serializer';
import { serializeError } from './lib/log-serializers';
import { createServiceRegistry, type ModuleContext } from './modules/app-module';
import type { CaptchaGenerator } from './modules/captcha/captcha.service';
import { createIdempotencyRepository } from './modules/idempotency/idempotency.repository';
import { appModules } from './modules/index';
import { createPlatform } from './platform';
import { auth } from './plugins/auth';
import { crossOrigin } from './plugins/cross-origin';
import { rejectControlCharacters } from './plugins/control-characters';
import { errorHandler } from './plugins/error-handler';
import { idempotency } from './plugins/idempotency';
import { emptyTolerantJson } from './plugins/json-body';
import { publicCache } from './plugins/public-cache';
import { securityHeaders } from './plugins/security-headers';
import { staticFiles } from './plugins/static';
import { swagger } from './plugins/swagger';
import { viewerOfRequest } from './plugins/viewer';
import { writeQuotas } from './plugins/write-quotas';
import type { SmsProvider } from './providers/sms/sms-provider';
import type { Broker } from './realtime/broker';
import type { RateLimits } from './lib/rate-limit/rate-limits';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  databaseKind?: 'pglite' | 'postgres';
  clock?: Clock;
  sms?: SmsProvider;
  captchaGenerator?: CaptchaGenerator;
  /** Wraps the access service the order service grants through (tests: a failing fulfilment). */
  orderAccess?: ModuleContext['overrides']['orderAccess'];
  /** Live-event broker; by default Redis when config.redisUrl is set, else in-process. Closed with the app. */
  broker?: Broker;
  /** Abuse budgets; by default counted in Redis when config.redisUrl is set, else in-process. Closed with the app. */
  rateLimits?: RateLimits;
  /** false silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream: { write(line: string): void } };
  /** Check every answer with zod too and refuse one the compiled serializer writes differently (tests). */
  verifyResponses?: boolean;
}

/** Query strings can carry passwords (modify/password), so logs only ever see the path. */
const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

function createFastify(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  return Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logger ? { stream: options.logger.stream } : {}),
            serializers: {
              req: (request: { method?: string; url?: string; ip?: string }) => ({
                method: request.method,
                url: withoutQuery(request.url),
                remoteAddress: request.ip,
              }),
              err: serializeError,
            },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Query strings arrive as plain strings and are validated by the contract schemas.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
}

/** Composition root: the shared platform, the request pipeline, then every module in `appModules`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = createFastify(options);
  app.setValidatorCompiler(validatorCompiler);
  const zodSerialized: string[] = [];
  app.setSerializerCompiler(
    responseSerializerCompiler({
      verify: options.verifyResponses ?? false,
      onFallback: (route) => zodSerialized.push(route),
    }),
  );

  const platform = await createPlatform({
    config,
    db,
    clock,
    log: app.log,
    ...(options.broker ? { broker: options.broker } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  app.addHook('onClose', () => platform.close());
  const services = createServiceRegistry();

  // The request pipeline, in order. Who a token belongs to and what a member holds are asked of the
  // account and access modules when a request comes, after every module is set up.
  await app.register(emptyTolerantJson);
  await app.register(errorHandler);
  await app.register(rejectControlCharacters);
  await app.register(securityHeaders, {
    ...config.security,
    // The hosted captcha's script runs in our pages only when it is the configured provider.
    widgetOrigins: config.captcha?.provider === 'geetest' ? GEETEST_ORIGINS : [],
  });
  // Before every plugin that may answer early (the list cache, the media gate), so those answers carry CORS.
  await app.register(crossOrigin, config.crossOrigin);
  await app.register(swagger, { ui: config.apiDocs });
  await app.register(auth, { authenticate: (token) => services.use('account').authenticate(token) });
  // A replayed answer costs no budget, so idempotency runs before the write quotas.
  await app.register(idempotency, { repo: createIdempotencyRepository(db), clock });
  await app.register(writeQuotas, { rateLimits: platform.rateLimits });
  await app.register(viewerOfRequest, {
    resolve: (requestAuth) => services.use('access').viewer(requestAuth),
  });
  await app.register(publicCache, { ttlMs: config.listCacheMs, maxEntries: LIST_CACHE_MAX_ENTRIES });
  await app.register(staticFiles, {
    webDist: config.webDist,
    mediaDir: config.mediaDir,
    uploadsDir: platform.uploadsDir,
    mediaGate: platform.media.gate,
    firstScreenCache: { ttlMs: config.listCacheMs, maxEntries: LIST_CACHE_MAX_ENTRIES },
    // Every page's footer tabs, as a browser's app asks for them (SPEC §7: the list of its surface).
    commonFirstReads: [readAddress(Api.navList, footerNavParams(ClientPlatform.enum.h5))],
  });

  const context: ModuleContext = {
    ...platform,
    app,
    config,
    db,
    clock,
    log: app.log,
    overrides: {
      ...(options.sms ? { sms: options.sms } : {}),
      ...(options.captchaGenerator ? { captchaGenerator: options.captchaGenerator } : {}),
      ...(options.orderAccess ? { orderAccess: options.orderAccess } : {}),
    },
    use: services.use,
    provide: services.provide,
  };
  for (const module of appModules) await module.setup(context);

  await app.ready();
  if (zodSerialized.length > 0) app.log.debug({ routes: zodSerialized }, 'answers serialized by zod');
  return app;
}
