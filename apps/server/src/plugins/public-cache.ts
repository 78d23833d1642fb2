import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Visitors' answers of this GET route may be served from the short per-process response cache. */
    publicCache?: boolean;
  }
}

export interface PublicCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  expires: number;
  /** Encoded once: a string would be measured and encoded to UTF-8 again on every replay. */
  body: Buffer;
  headers: Record<string, string>;
}

/** Headers a cached answer repeats; anything per-request (request id, date, length) is left to Fastify. */
const KEPT_HEADERS = ['content-type', 'cache-control'];

/**
 * Micro-caching of public list pages for visitors (no Authorization header): every visitor gets the same
 * answer for the same URL, so for `ttlMs` the serialized body is replayed instead of running the handler
 * and the response schema again. Callers with a token always reach the handler (their answers depend on
 * what they hold). Only successful envelopes are kept.
 */
async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const served = new WeakSet<FastifyRequest>();

  const eligible = (request: FastifyRequest) =>
    ttlMs > 0 &&
    request.method === 'GET' &&
    request.routeOptions.config.publicCache === true &&
    request.headers.authorization === undefined;

  // Plain callbacks, not async functions: both run on every request and never wait for anything.
  app.addHook('onRequest', (request, reply, done) => {
    const hit = eligible(request) ? entries.get(request.url) : undefined;
    if (!hit) return done();
    if (hit.expires <= now()) {
      entries.delete(request.url);
      return done();
    }
    served.add(request);
    reply.headers(hit.headers).send(hit.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (served.has(request) || !eligible(request) || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' || !payload.startsWith('{"code":200,')) return done(null, payload);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    entries.delete(request.url);
    entries.set(request.url, { expires: now() + ttlMs, body: Buffer.from(payload), headers });
    // Maps iterate in insertion order: the first keys are the oldest.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    done(null, payload);
  });
}

export const publicCache = fp(publicCachePlugin, { name: 'public-cache' });
