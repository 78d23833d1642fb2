import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@app/contract/account';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_MAX,
  SMS_RESEND_INTERVAL_MS,
} from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { ConflictError, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../errors';
import { startOfChinaDay, type Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/hash';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { SmsRepository } from './sms.repository';

export interface SmsServiceDeps {
  repo: SmsRepository;
  provider: SmsProvider;
  clock: Clock;
  /** Whether an active member already uses this mobile. */
  isMobileRegistered(mobile: string): Promise<boolean>;
  onDeliveryFailure?(error: unknown): void;
}

const codeHash = (mobile: string, purpose: string, code: string) => sha256Hex(`${mobile}:${purpose}:${code}`);

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createSmsService(deps: SmsServiceDeps) {
  const { repo, provider, clock } = deps;

  async function checkPurpose(mobile: string, purpose: SmsPurpose) {
    if (purpose === 'register' || purpose === 'bind') {
      if (await deps.isMobileRegistered(mobile)) throw new ConflictError(Msg.mobileTaken);
    }
    if (purpose === 'cancel' || purpose === 'password') {
      if (!(await deps.isMobileRegistered(mobile))) throw new ValidationError(Msg.mobileNotRegistered);
    }
  }

  return {
    /** Issues a code: per-mobile resend interval and daily cap, then hands it to the provider. */
    async sendCode(mobile: string, purpose: SmsPurpose): Promise<void> {
      await checkPurpose(mobile, purpose);
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const row = await repo.withMobileLock(mobile, async (locked) => {
        const now = clock.now();
        const last = await locked.latestSentAt(mobile);
        if (last && now.getTime() - last.getTime() < SMS_RESEND_INTERVAL_MS) {
          throw new TooManyRequestsError(Msg.codeTooFrequent);
        }
        if ((await locked.countSentSince(mobile, startOfChinaDay(now))) >= SMS_DAILY_MAX) {
          throw new TooManyRequestsError(Msg.codeDailyLimit);
        }
        await locked.retireOpenCodes(mobile, purpose, now);
        return locked.insert({
          mobile,
          purpose,
          codeHash: codeHash(mobile, purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        });
      });
      try {
        await provider.send({ mobile, code, purpose });
      } catch (error) {
        // An undelivered code must not count against the user's limits.
        await repo.remove(row.id);
        deps.onDeliveryFailure?.(error);
        throw new ServiceUnavailableError(Msg.smsSendFailed);
      }
    },

    /** Checks and uses up a code. Wrong guesses are counted; after the last allowed one the code is dead. */
    async consumeCode(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
      const now = clock.now();
      const row = await repo.latestOpenCode(mobile, purpose);
      if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
        throw new ValidationError(Msg.codeExpired);
      }
      if (!sameHex(codeHash(mobile, purpose, code), row.codeHash)) {
        await repo.addAttempt(row.id, SMS_CODE_MAX_ATTEMPTS);
        throw new ValidationError(Msg.codeWrong);
      }
      if (!(await repo.consume(row.id, SMS_CODE_MAX_ATTEMPTS, now)))
        throw new ValidationError(Msg.codeExpired);
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
