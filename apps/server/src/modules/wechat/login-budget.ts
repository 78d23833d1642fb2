import type { FastifyRequest } from 'fastify';
import { WECHAT_LOGIN_PER_ADDRESS_DAY, WECHAT_LOGIN_PER_ADDRESS_MINUTE } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { TooManyRequestsError } from '../../errors';
import { addressKey } from '../../lib/client-address';
import type { RateLimits } from '../../lib/rate-limit/rate-limits';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The WeChat sign-in routes' budget per client address, a minute's and a China day's, in the shared counter
 * store (every instance spends the same budget). Counted per address, never per member: these calls come
 * before there is a member, and `GET /api/login/wxa` is a read the write quotas never charge.
 */
export function createWechatLoginBudget(rateLimits: RateLimits) {
  const minute = rateLimits.limit('wechat-login-min', {
    limit: WECHAT_LOGIN_PER_ADDRESS_MINUTE,
    windowMs: MINUTE_MS,
  });
  const day = rateLimits.limit('wechat-login-day', {
    limit: WECHAT_LOGIN_PER_ADDRESS_DAY,
    windowMs: DAY_MS,
    offsetMs: CHINA_OFFSET_MS,
  });
  /** An onRequest hook: spent before the body is read, so junk and refused calls count too. */
  return async function spendWechatLogin(request: FastifyRequest): Promise<void> {
    const address = addressKey(request.ip);
    if (!(await minute.take(address)).ok) throw new TooManyRequestsError(Msg.tooManyRequests);
    if (!(await day.take(address)).ok) throw new TooManyRequestsError(Msg.dailyQuotaReached);
  };
}
export type WechatLoginBudget = ReturnType<typeof createWechatLoginBudget>;
