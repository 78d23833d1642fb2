import { randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaAnswer, SmsPurpose } from '@app/contract/account';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_MAX,
  SMS_RESEND_INTERVAL_MS,
} from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../errors';
import { startOfChinaDay, type Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/hash';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { SmsRepository } from './sms.repository';
import type { SmsSendGuard } from './sms-send-guard';

export interface SmsServiceDeps {
  repo: SmsRepository;
  provider: SmsProvider;
  clock: Clock;
  /** Per-address and service-wide budgets, with the image captcha. */
  guard: SmsSendGuard;
  /** Whether an active member already uses this mobile. */
  isMobileRegistered(mobile: string): Promise<boolean>;
  onDeliveryFailure?(error: unknown): void;
}

const codeHash = (mobile: string, purpose: string, code: string) => sha256Hex(`${mobile}:${purpose}:${code}`);

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createSmsService(deps: SmsServiceDeps) {
  const { repo, provider, clock } = deps;

  /**
   * Whether a code for this purpose can be of any use to the owner of the number. The caller is told
   * "code sent" either way (and the number's limits count alike), so the answer does not reveal which
   * numbers are registered; a conflict shows up only at register or bind time, after a valid code.
   */
  async function worthSending(mobile: string, purpose: SmsPurpose): Promise<boolean> {
    if (purpose === 'login') return true;
    const registered = await deps.isMobileRegistered(mobile);
    return purpose === 'register' || purpose === 'bind' ? !registered : registered;
  }

  async function checkMobileLimits(codes: SmsRepository, mobile: string, now: Date): Promise<void> {
    const last = await codes.latestSentAt(mobile);
    if (last && now.getTime() - last.getTime() < SMS_RESEND_INTERVAL_MS) {
      throw new TooManyRequestsError(Msg.codeTooFrequent);
    }
    if ((await codes.countSentSince(mobile, startOfChinaDay(now))) >= SMS_DAILY_MAX) {
      throw new TooManyRequestsError(Msg.codeDailyLimit);
    }
  }

  const newCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

  return {
    /**
     * Issues a code: the number's resend interval and daily cap first (a refused resend costs the
     * address nothing), then the address's budgets and captcha, then the provider.
     */
    async sendCode(
      mobile: string,
      purpose: SmsPurpose,
      caller: { ip: string; captcha: Partial<CaptchaAnswer> },
    ): Promise<void> {
      await checkMobileLimits(repo, mobile, clock.now());
      await deps.guard.admit(caller.ip, caller.captcha);
      const deliver = await worthSending(mobile, purpose);
      const code = newCode();
      const row = await repo.withMobileLock(mobile, async (locked) => {
        const now = clock.now();
        await checkMobileLimits(locked, mobile, now);
        await locked.retireOpenCodes(mobile, purpose, now);
        return locked.insert({
          mobile,
          purpose,
          // An undelivered code is stored too, so the number's limits answer the same whatever it is.
          codeHash: codeHash(mobile, purpose, deliver ? code : `${newCode()}-never-sent`),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        });
      });
      if (!deliver) return;
      try {
        await provider.send({ mobile, code, purpose });
      } catch (error) {
        // An undelivered code must not count against the user's limits.
        await repo.remove(row.id);
        deps.onDeliveryFailure?.(error);
        throw new ServiceUnavailableError(Msg.smsSendFailed);
      }
    },

    /**
     * Checks and uses up a code. Wrong guesses are counted; after the last allowed one the code is dead.
     * `beforeUse` runs once the code is known to be right (e.g. a taken username): when it throws, the
     * code stays for another try but the try counts as a guess, so one code cannot probe endlessly.
     */
    async consumeCode(
      mobile: string,
      purpose: SmsPurpose,
      code: string,
      beforeUse?: () => Promise<void>,
    ): Promise<void> {
      const now = clock.now();
      const row = await repo.latestOpenCode(mobile, purpose);
      if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
        throw new ValidationError(Msg.codeExpired);
      }
      if (!sameHex(codeHash(mobile, purpose, code), row.codeHash)) {
        await repo.addAttempt(row.id, SMS_CODE_MAX_ATTEMPTS);
        throw new ValidationError(Msg.codeWrong);
      }
      if (beforeUse) {
        try {
          await beforeUse();
        } catch (error) {
          await repo.addAttempt(row.id, SMS_CODE_MAX_ATTEMPTS);
          throw error;
        }
      }
      if (!(await repo.consume(row.id, SMS_CODE_MAX_ATTEMPTS, now)))
        throw new ValidationError(Msg.codeExpired);
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
