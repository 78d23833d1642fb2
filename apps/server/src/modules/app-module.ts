import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PageCache } from '../lib/page-cache';
import type { RateLimits } from '../lib/rate-limit/rate-limits';
import type { SearchLimit } from '../lib/search-limit';
import type { Broker } from '../realtime/broker';
import type { Hub } from '../realtime/hub';
import type { Presence } from '../realtime/presence';
import type { Revocations } from '../realtime/revocations';
import type { AccessService } from './access/access.service';
import type { MediaAccess } from './media/media-access';
import type { CaptchaGenerator } from './captcha/captcha.service';
import type { SmsProvider } from '../providers/sms/sms-provider';

/**
 * The services modules offer each other. Each module adds its own entry next to its code:
 *   declare module '../app-module' { interface Services { news: NewsService } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** What every module may use: the deployment's shared infrastructure and the services set up before it. */
export interface ModuleContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  rateLimits: RateLimits;
  searchLimit: SearchLimit;
  /** Live events and access changes, heard by every instance. */
  broker: Broker;
  revocations: Revocations;
  hub: Hub;
  presence: Presence;
  media: MediaAccess;
  uploadsDir: string;
  caches: {
    /** Who a token belongs to and what a member holds, for a moment; dropped on any access event. */
    auth: PageCache;
    /** A new short-lived cache of list pages, for one repository. */
    list(): PageCache;
    /**
     * A new short-lived cache of members' own state (e.g. read marks), for one repository: lives as long as
     * the auth cache, and a write that clears it here clears it on every instance (`name` tells them which).
     */
    member(name: string): PageCache;
  };
  /** Replacements a test may pass in (SMS provider, captcha pictures, a failing dependency of orders). */
  overrides: {
    sms?: SmsProvider;
    captchaGenerator?: CaptchaGenerator;
    /** Wraps the access service the order service grants through (a test failing one fulfilment). */
    orderAccess?: (access: AccessService) => AccessService;
  };
  /** A service another module set up earlier in the list. */
  use<K extends keyof Services>(name: K): Services[K];
  provide<K extends keyof Services>(name: K, service: Services[K]): void;
}

/** A feature of the server: its wiring and its routes, set up once when the app is built. */
export interface AppModule {
  name: string;
  /** May return what `app.register` returns: it is awaited. */
  setup(ctx: ModuleContext): PromiseLike<unknown> | void;
}

export const defineModule = (module: AppModule): AppModule => module;

/** Sets the modules up in order; a module that asks for a service nobody offered yet fails the build. */
export function createServiceRegistry() {
  const services = new Map<keyof Services, unknown>();
  return {
    use<K extends keyof Services>(name: K): Services[K] {
      if (!services.has(name))
        throw new Error(`service "${String(name)}" is used before a module provides it`);
      return services.get(name) as Services[K];
    },
    provide<K extends keyof Services>(name: K, service: Services[K]): void {
      if (services.has(name)) throw new Error(`service "${String(name)}" is provided twice`);
      services.set(name, service);
    },
  };
}
