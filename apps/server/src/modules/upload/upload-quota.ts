import { UPLOAD_DAILY_BYTES_PER_IP, UPLOAD_DAILY_BYTES_PER_MEMBER } from '@app/contract/limits';
import { UploadMsg } from '@app/contract/messages';
import { TooManyRequestsError } from '../../errors';
import type { RateLimit, RateLimits } from '../../lib/rate-limit/rate-limits';

const DAY_MS = 86_400_000;
/** Budgets start at midnight in China (UTC+8). */
const CHINA_DAY = { windowMs: DAY_MS, offsetMs: 8 * 3_600_000 };

/**
 * Stored upload bytes per member and per address and day, on top of the per-request write quota (which
 * counts uploads, not their size). Checked before a file is read (a spent budget refuses at once) and
 * charged with what was stored, so one last file may go a little over.
 */
export function createUploadQuota(rateLimits: RateLimits) {
  const perMember: RateLimit = rateLimits.limit('upload-bytes:member', {
    limit: UPLOAD_DAILY_BYTES_PER_MEMBER,
    ...CHINA_DAY,
  });
  const perIp: RateLimit = rateLimits.limit('upload-bytes:ip', {
    limit: UPLOAD_DAILY_BYTES_PER_IP,
    ...CHINA_DAY,
  });

  return {
    async assertRoom(memberId: number, ip: string): Promise<void> {
      const [member, address] = await Promise.all([perMember.count(String(memberId)), perIp.count(ip)]);
      if (member >= perMember.limit || address >= perIp.limit)
        throw new TooManyRequestsError(UploadMsg.dailyQuota);
    },

    async charge(memberId: number, ip: string, storedBytes: number): Promise<void> {
      await Promise.all([perMember.take(String(memberId), storedBytes), perIp.take(ip, storedBytes)]);
    },
  };
}
export type UploadQuota = ReturnType<typeof createUploadQuota>;
