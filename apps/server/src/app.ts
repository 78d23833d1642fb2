import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@app/contract/limits';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createAccessRepository } from './modules/access/access.repository';
import { accessRoutes } from './modules/access/access.routes';
import { createAccessService } from './modules/access/access.service';
import { createAdRepository } from './modules/ad/ad.repository';
import { adRoutes } from './modules/ad/ad.routes';
import { createAdService } from './modules/ad/ad.service';
import { createCommentRepository } from './modules/comment/comment.repository';
import { createCommentService } from './modules/comment/comment.service';
import { createCourseRepository } from './modules/course/course.repository';
import { courseRoutes } from './modules/course/course.routes';
import { createCourseService } from './modules/course/course.service';
import { createLiveVideoRepository } from './modules/live-video/live-video.repository';
import { liveVideoRoutes } from './modules/live-video/live-video.routes';
import { createLiveVideoService } from './modules/live-video/live-video.service';
import { createViewpointRepository } from './modules/viewpoint/viewpoint.repository';
import { viewpointRoutes } from './modules/viewpoint/viewpoint.routes';
import { createViewpointService } from './modules/viewpoint/viewpoint.service';
import { createAccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { backOfficeRoutes } from './modules/account/back-office.routes';
import { createCaptchaRepository } from './modules/captcha/captcha.repository';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { createCaptchaService, type CaptchaGenerator } from './modules/captcha/captcha.service';
import { healthRoutes } from './modules/health/health.routes';
import { createSettingsRepository } from './modules/home/home.repository';
import { homeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { createNavRepository } from './modules/nav/nav.repository';
import { navRoutes } from './modules/nav/nav.routes';
import { createNavService } from './modules/nav/nav.service';
import { createNewsRepository } from './modules/news/news.repository';
import { newsRoutes } from './modules/news/news.routes';
import { createNewsService } from './modules/news/news.service';
import { cachedRead, clearingWrite, createPageCache, withCachedPages } from './lib/page-cache';
import { publicCache } from './plugins/public-cache';
import { AUTH_CACHE_MAX_ENTRIES, LIST_CACHE_MAX_ENTRIES } from '@app/contract/limits';
import { createSmsRepository } from './modules/sms/sms.repository';
import { smsRoutes } from './modules/sms/sms.routes';
import { createSmsService } from './modules/sms/sms.service';
import { createSmsSendGuard } from './modules/sms/sms-send-guard';
import { createDictRepository } from './modules/dict/dict.repository';
import { dictRoutes } from './modules/dict/dict.routes';
import { createLiveMessageRepository } from './modules/live-message/live-message.repository';
import { liveMessageRoutes } from './modules/live-message/live-message.routes';
import { createLiveMessageService } from './modules/live-message/live-message.service';
import { createLiveRoomRepository } from './modules/live-room/live-room.repository';
import { liveRoomRoutes } from './modules/live-room/live-room.routes';
import { createLiveRoomService } from './modules/live-room/live-room.service';
import { screenshotRoutes } from './modules/screenshot/screenshot.routes';
import { createScreenshotService } from './modules/screenshot/screenshot.service';
import { createTeacherRepository } from './modules/teacher/teacher.repository';
import { teacherRoutes } from './modules/teacher/teacher.routes';
import { createTeacherService } from './modules/teacher/teacher.service';
import { uploadRoutes } from './modules/upload/upload.routes';
import { createUploadService } from './modules/upload/upload.service';
import { createUploadQuota } from './modules/upload/upload-quota';
import { createMediaAccess } from './modules/media/media-access';
import { auth } from './plugins/auth';
import { errorHandler } from './plugins/error-handler';
import { rejectControlCharacters } from './plugins/control-characters';
import { serializeError } from './lib/log-serializers';
import { emptyTolerantJson } from './plugins/json-body';
import { staticFiles } from './plugins/static';
import { swagger } from './plugins/swagger';
import { securityHeaders } from './plugins/security-headers';
import { writeQuotas } from './plugins/write-quotas';
import { viewerOfRequest } from './plugins/viewer';
import { idempotency } from './plugins/idempotency';
import { createIdempotencyRepository } from './modules/idempotency/idempotency.repository';
import { createHttpSmsProvider } from './providers/sms/http-sms-provider';
import { createOutboxSmsProvider } from './providers/sms/outbox-sms-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import { isAccessEvent, type Broker } from './realtime/broker';
import { createMemoryBroker } from './realtime/broker-memory';
import { createRedisBroker } from './realtime/broker-redis';
import { createHub } from './realtime/hub';
import { liveSocket } from './realtime/live-socket';
import { createSendLimits } from './realtime/send-limits';
import { createRoomEvents } from './realtime/room-events';
import { createLocalPresence, createRedisPresence, type Presence } from './realtime/presence';
import { createMemoryCounterStore } from './lib/rate-limit/memory-counter-store';
import { createRateLimits, type RateLimits } from './lib/rate-limit/rate-limits';
import { createRedisCounterStore } from './lib/rate-limit/redis-counter-store';
import { createSearchLimit } from './lib/search-limit';
import { createRevocations, thenNotify } from './realtime/revocations';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  databaseKind?: 'pglite' | 'postgres';
  clock?: Clock;
  sms?: SmsProvider;
  captchaGenerator?: CaptchaGenerator;
  /** Live-event broker; by default Redis when config.redisUrl is set, else in-process. Closed with the app. */
  broker?: Broker;
  /** Abuse budgets; by default counted in Redis when config.redisUrl is set, else in-process. Closed with the app. */
  rateLimits?: RateLimits;
  /** false silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: false | { stream: { write(line: string): void } };
}

/** Query strings can carry passwords (modify/password), so logs only ever see the path. */
const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

function createSmsProvider(config: Config, clock: Clock): SmsProvider {
  return config.sms.provider === 'http'
    ? createHttpSmsProvider({ url: config.sms.url, apiKey: config.sms.apiKey })
    : createOutboxSmsProvider({ dataDir: config.dataDir, clock });
}

/** Abuse budgets must hold across instances, so they count in Redis whenever the deployment has one. */
async function createAppRateLimits(config: Config, clock: Clock, onError: (error: unknown) => void) {
  const store = config.redisUrl
    ? await createRedisCounterStore({
        url: config.redisUrl,
        prefix: `${config.live.redisChannel}:limits`,
        onError,
      })
    : createMemoryCounterStore(clock);
  return createRateLimits({ store, clock, factor: config.rateLimitFactor });
}

/** Composition root: plugins first, then every module wired with its dependencies. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const rateLimits =
    options.rateLimits ??
    (await createAppRateLimits(config, clock, (error) =>
      app.log.error({ err: error }, 'rate-limit store error'),
    ));
  app.addHook('onClose', () => rateLimits.close());
  const searchLimit = createSearchLimit(rateLimits);

  // Created first: account and access changes are published on it to the live sockets of every instance.
  const redisError = (error: unknown) => app.log.error({ err: error }, 'redis connection error');
  const broker =
    options.broker ??
    (config.redisUrl
      ? await createRedisBroker({
          url: config.redisUrl,
          channel: config.live.redisChannel,
          onError: redisError,
        })
      : createMemoryBroker());
  const smsProvider = options.sms ?? createSmsProvider(config, clock);
  // Who a token belongs to and what a member holds, for a moment: every member request asks both.
  const authCache = createPageCache({ ttlMs: config.authCacheMs, maxEntries: AUTH_CACHE_MAX_ENTRIES });
  const plainAccountRepo = createAccountRepository(db);
  const accountRepo = {
    ...plainAccountRepo,
    findLiveSession: cachedRead(
      authCache,
      (hash: string, _at: Date) => `session:${hash}`,
      plainAccountRepo.findLiveSession,
    ),
    // Any change to a member or their sessions (profile, password, logout, cancellation) drops the cache.
    updateMember: clearingWrite(authCache, plainAccountRepo.updateMember),
    revokeSession: clearingWrite(authCache, plainAccountRepo.revokeSession),
    revokeAllSessions: clearingWrite(authCache, plainAccountRepo.revokeAllSessions),
  };
  // Ended sessions and changed grants reach open live sockets on every instance; another instance's change
  // must not be answered from this instance's auth cache either.
  const revocations = createRevocations({
    broker,
    onError: (error) => app.log.error({ err: error }, 'revocation publish failed'),
  });
  broker.subscribe((event) => {
    if (isAccessEvent(event)) authCache.clear();
  });
  accountRepo.revokeSession = thenNotify(accountRepo.revokeSession, (tokenHash) =>
    revocations.sessionEnded(tokenHash),
  );
  accountRepo.revokeAllSessions = thenNotify(accountRepo.revokeAllSessions, (memberId) =>
    revocations.memberSignedOut(memberId),
  );
  const captchaService = createCaptchaService({
    repo: createCaptchaRepository(db),
    clock,
    ...(options.captchaGenerator ? { generate: options.captchaGenerator } : {}),
  });
  const smsService = createSmsService({
    repo: createSmsRepository(db),
    provider: smsProvider,
    clock,
    guard: createSmsSendGuard({
      rateLimits,
      captcha: captchaService,
      globalPerMinute: config.smsGlobalPerMinute,
    }),
    isMobileRegistered: async (mobile) => (await accountRepo.findActiveMemberByMobile(mobile)) !== null,
    onDeliveryFailure: (error) => app.log.error({ err: error }, 'SMS delivery failed'),
  });
  const accountService = createAccountService({
    repo: accountRepo,
    sms: smsService,
    captcha: captchaService,
    rateLimits,
    clock,
  });
  const navService = createNavService({ repo: createNavRepository(db) });
  const plainAccessRepo = createAccessRepository(db);
  const accessService = createAccessService({
    repo: {
      ...plainAccessRepo,
      activeGrants: cachedRead(
        authCache,
        (memberId: number, _now: Date) => `grants:${memberId}`,
        plainAccessRepo.activeGrants,
      ),
      grant: clearingWrite(authCache, plainAccessRepo.grant),
      revoke: clearingWrite(authCache, plainAccessRepo.revoke),
    },
    clock,
    revocations,
  });
  const commentService = createCommentService({ repo: createCommentRepository(db), clock });
  // Paid videos and screenshots leave the server only as signed, expiring links.
  const media = await createMediaAccess({
    db,
    clock,
    dataDir: config.dataDir,
    mediaDir: config.mediaDir,
    signingKey: config.mediaSigningKey,
  });
  const listCache = () => createPageCache({ ttlMs: config.listCacheMs, maxEntries: LIST_CACHE_MAX_ENTRIES });
  const newsService = createNewsService({
    repo: withCachedPages(createNewsRepository(db), listCache()),
    access: accessService,
    comments: commentService,
    clock,
  });
  const courseService = createCourseService({
    repo: (() => {
      const repo = withCachedPages(createCourseRepository(db), listCache());
      const purchasedIds = cachedRead(
        authCache,
        (memberId: number) => `bought:${memberId}`,
        repo.purchasedIds,
      );
      return { ...repo, purchasedIds };
    })(),
    access: accessService,
    comments: commentService,
    clock,
    media: media.paid,
  });
  const liveRoomRepo = createLiveRoomRepository(db);
  const liveVideoService = createLiveVideoService({
    repo: createLiveVideoRepository(db),
    rooms: liveRoomRepo,
    access: accessService,
    media: media.paid,
  });
  const viewpointService = createViewpointService({
    repo: createViewpointRepository(db),
    access: accessService,
    comments: commentService,
  });
  const adService = createAdService({ repo: createAdRepository(db) });
  const teacherService = createTeacherService({
    repo: createTeacherRepository(db),
    sources: {
      courses: async (teacherId, viewer, limit) =>
        (await courseService.list({ teacherId, pageNum: 1, pageSize: limit }, viewer)).rows,
      news: async (teacherId, viewer, limit) =>
        (await newsService.listByTeacher(teacherId, { pageNum: 1, pageSize: limit }, viewer)).rows,
      liveRooms: async (teacherId, viewer, limit) =>
        (await liveVideoService.rooms({ teacherId, pageNum: 1, pageSize: limit }, viewer)).rows,
    },
  });
  const homeService = createHomeService({
    settings: createSettingsRepository(db),
    nav: navService,
    teachers: teacherService,
  });

  const hub = createHub({ broker, clock });
  const presence: Presence = config.redisUrl
    ? await createRedisPresence({
        url: config.redisUrl,
        prefix: config.live.redisChannel,
        localCounts: () => hub.localCounts(),
        onError: redisError,
      })
    : createLocalPresence((liveId) => hub.localCount(liveId));
  app.addHook('onClose', async () => {
    await presence.close();
    await broker.close();
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const dictRepo = createDictRepository(db);
  const liveRoomService = createLiveRoomService({
    repo: liveRoomRepo,
    clock,
    online: (liveId) => presence.online(liveId),
  });
  const liveMessageService = createLiveMessageService({
    repo: createLiveMessageRepository(db),
    rooms: liveRoomService,
    events: createRoomEvents(hub),
    clock,
    // Paid rooms (live_rooms.module_id) show their messages only to holders of the module.
    access: accessService,
  });
  const screenshotService = createScreenshotService({
    messages: liveMessageService,
    mediaDir: config.mediaDir,
    uploadsDir,
    privateDir: path.join(config.dataDir, 'private', 'screenshots'),
    signer: media.signer,
    paid: media.paid,
    riskTip: async () => (await dictRepo.byType('risk_tip'))[0]?.value ?? null,
  });

  await app.register(emptyTolerantJson);
  await app.register(errorHandler);
  await app.register(rejectControlCharacters);
  await app.register(securityHeaders, config.security);
  await app.register(swagger, { ui: config.apiDocs });
  await app.register(auth, { authenticate: (token) => accountService.authenticate(token) });
  // A replayed answer costs no budget, so idempotency runs before the write quotas.
  await app.register(idempotency, { repo: createIdempotencyRepository(db), clock });
  await app.register(writeQuotas, { rateLimits });
  await app.register(viewerOfRequest, { resolve: (auth) => accessService.viewer(auth) });
  await app.register(publicCache, { ttlMs: config.listCacheMs, maxEntries: LIST_CACHE_MAX_ENTRIES });
  await app.register(staticFiles, {
    webDist: config.webDist,
    mediaDir: config.mediaDir,
    uploadsDir,
    mediaGate: media.gate,
  });

  await app.register(healthRoutes({ db }));
  await app.register(accountRoutes(accountService));
  await app.register(backOfficeRoutes(accountService));
  await app.register(smsRoutes(smsService));
  await app.register(captchaRoutes(captchaService));
  await app.register(navRoutes(navService));
  await app.register(homeRoutes(homeService));
  await app.register(teacherRoutes(teacherService));
  await app.register(newsRoutes(newsService, searchLimit));
  await app.register(viewpointRoutes(viewpointService));
  await app.register(courseRoutes(courseService, searchLimit));
  await app.register(liveVideoRoutes(liveVideoService));
  await app.register(adRoutes(adService));
  await app.register(accessRoutes(accessService));
  await app.register(liveRoomRoutes(liveRoomService));
  await app.register(liveMessageRoutes(liveMessageService, searchLimit));
  await app.register(dictRoutes(dictRepo));
  await app.register(screenshotRoutes(screenshotService));
  await app.register(uploadRoutes(createUploadService({ uploadsDir, clock }), createUploadQuota(rateLimits)));
  await app.register(liveSocket, {
    config: config.live,
    hub,
    presence,
    rooms: liveRoomService,
    messages: liveMessageService,
    sendLimits: createSendLimits(rateLimits, config.live),
    authenticate: (token) => accountService.authenticate(token),
  });

  await app.ready();
  return app;
}
