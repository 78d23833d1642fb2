import { UPLOAD_DAILY_BYTES_PER_IP, UPLOAD_DAILY_BYTES_PER_MEMBER } from '@app/contract/limits';
import { UploadMsg } from '@app/contract/messages';
import { TooManyRequestsError } from '../../errors';

/** The part of a shared rate limit (lib/rate-limit's RateLimit) a byte budget uses: costs are bytes. */
export interface ByteCounter {
  take(key: string, cost?: number): Promise<{ ok: boolean; count: number; retryAfterMs: number }>;
  count(key: string): Promise<number>;
}

const DAY_MS = 86_400_000;
/** Budgets start at midnight in China (UTC+8). */
const CHINA_DAY = { windowMs: DAY_MS, offsetMs: 8 * 3_600_000 };

/** Budgets to create the counters with: `rateLimits.limit(name, budget)` for each. */
export const UPLOAD_BYTE_BUDGETS = {
  member: { name: 'upload-bytes-member', limit: UPLOAD_DAILY_BYTES_PER_MEMBER, ...CHINA_DAY },
  ip: { name: 'upload-bytes-ip', limit: UPLOAD_DAILY_BYTES_PER_IP, ...CHINA_DAY },
} as const;

/**
 * Stored upload bytes per member and per address and day. Checked before a file is read (a spent budget
 * refuses at once) and charged with what was stored, so one last file may go a little over.
 */
export function createUploadQuota(deps: { perMember: ByteCounter; perIp: ByteCounter }) {
  return {
    async assertRoom(memberId: number, ip: string): Promise<void> {
      const [member, address] = await Promise.all([
        deps.perMember.count(String(memberId)),
        deps.perIp.count(ip),
      ]);
      if (member >= UPLOAD_BYTE_BUDGETS.member.limit || address >= UPLOAD_BYTE_BUDGETS.ip.limit)
        throw new TooManyRequestsError(UploadMsg.dailyQuota);
    },

    async charge(memberId: number, ip: string, storedBytes: number): Promise<void> {
      await Promise.all([deps.perMember.take(String(memberId), storedBytes), deps.perIp.take(ip, storedBytes)]);
    },
  };
}
export type UploadQuota = ReturnType<typeof createUploadQuota>;
