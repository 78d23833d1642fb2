import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WRITE_QUOTA_IP_MULTIPLIER, WRITE_QUOTAS, type WriteQuotaClass } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { TooManyRequestsError } from '../errors';
import type { RateLimit, RateLimits } from '../lib/rate-limit/rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which write budget a non-GET route spends (default `write`); `false` for routes with budgets of their own. */
    writeQuota?: WriteQuotaClass | false;
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface ClassLimits {
  minute: RateLimit;
  day: RateLimit;
}

/** Who pays for a write: the member when signed in, otherwise the address it came from. */
const payerOf = (request: FastifyRequest) =>
  request.auth
    ? { key: `m:${request.auth.member.id}`, scale: 1 }
    : { key: `ip:${request.ip}`, scale: WRITE_QUOTA_IP_MULTIPLIER };

/**
 * Every write spends a per-minute and a per-day budget (days start at midnight China time). Runs after
 * authentication, so members are counted as themselves wherever they connect from.
 */
async function writeQuotasPlugin(app: FastifyInstance, options: { rateLimits: RateLimits }) {
  const byClass = new Map<string, ClassLimits>();
  const limitsOf = (name: WriteQuotaClass, scale: number): ClassLimits => {
    const id = `${name}:${scale}`;
    const known = byClass.get(id);
    if (known) return known;
    const quota = WRITE_QUOTAS[name];
    const made = {
      minute: options.rateLimits.limit(`write:${name}:min`, {
        limit: quota.perMinute * scale,
        windowMs: MINUTE_MS,
      }),
      day: options.rateLimits.limit(`write:${name}:day`, {
        limit: quota.perDay * scale,
        windowMs: DAY_MS,
        offsetMs: CHINA_OFFSET_MS,
      }),
    };
    byClass.set(id, made);
    return made;
  };

  async function charge(request: FastifyRequest, name: WriteQuotaClass) {
    const payer = payerOf(request);
    const limits = limitsOf(name, payer.scale);
    const minute = await limits.minute.take(payer.key);
    if (!minute.ok) throw new TooManyRequestsError(Msg.tooManyRequests);
    const day = await limits.day.take(payer.key);
    if (!day.ok) throw new TooManyRequestsError(Msg.dailyQuotaReached);
  }

  // A callback hook: reads (most requests) pass straight through without a promise each.
  app.addHook('preHandler', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    const name = request.routeOptions.config.writeQuota ?? 'write';
    if (name === false) return done();
    charge(request, name).then(() => done(), done);
  });
}

export const writeQuotas = fp(writeQuotasPlugin, { name: 'write-quotas', dependencies: ['auth'] });
