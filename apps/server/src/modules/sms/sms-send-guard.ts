import type { CaptchaAnswer } from '@app/contract/account';
import { SMS_CAPTCHA_FREE_PER_IP_HOUR, SMS_MAX_PER_IP_DAY, SMS_MAX_PER_IP_HOUR } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { CaptchaRequiredError, TooManyRequestsError } from '../../errors';
import type { RateLimits } from '../../lib/rate-limit/rate-limits';
import { verifyCaptchaOrAsk, type CaptchaChecker } from '../captcha/captcha-gate';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Day windows start at midnight China time, like the per-mobile daily cap. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/**
 * Budgets of one client address and of the whole service for sending SMS codes, so that nobody can use the
 * service to flood many numbers: the first send of the hour is free, later ones need the image captcha, and
 * past the hourly and daily budgets (or the service-wide one per minute) sends are refused.
 */
export function createSmsSendGuard(deps: {
  rateLimits: RateLimits;
  captcha: CaptchaChecker;
  globalPerMinute: number;
}) {
  const { rateLimits } = deps;
  const free = rateLimits.limit('sms-ip-free', { limit: SMS_CAPTCHA_FREE_PER_IP_HOUR, windowMs: HOUR_MS });
  const hourly = rateLimits.limit('sms-ip-hour', { limit: SMS_MAX_PER_IP_HOUR, windowMs: HOUR_MS });
  const daily = rateLimits.limit('sms-ip-day', {
    limit: SMS_MAX_PER_IP_DAY,
    windowMs: DAY_MS,
    offsetMs: CHINA_OFFSET_MS,
  });
  const global = rateLimits.limit('sms-global', { limit: deps.globalPerMinute, windowMs: 60_000 });

  return {
    /** Throws 428 when a captcha is due (or wrong) and 429 past a budget; otherwise counts the send. */
    async admit(ip: string, answer: Partial<CaptchaAnswer>): Promise<void> {
      const solved = await verifyCaptchaOrAsk(deps.captcha, answer, false);
      // take() rather than count(): a burst of parallel requests must not all see the free send unused.
      const freeSend = await free.take(ip);
      if (!freeSend.ok && !solved) throw new CaptchaRequiredError();
      if (!(await hourly.take(ip)).ok || !(await daily.take(ip)).ok) {
        throw new TooManyRequestsError(Msg.smsIpLimit);
      }
      if (!(await global.take('all')).ok) throw new TooManyRequestsError(Msg.smsBusy);
    },
  };
}
export type SmsSendGuard = ReturnType<typeof createSmsSendGuard>;
