import type { RateLimits } from '../lib/rate-limit/rate-limits';
import type { LiveConfig } from '../config';

/**
 * How often one person may post in a room: the room's own teachers run it and post in bursts, members
 * chat. Counted in the shared store, so N instances do not allow N times the rate.
 */
export function createSendLimits(
  rateLimits: RateLimits,
  config: Pick<LiveConfig, 'sendRateCount' | 'teacherSendRateCount' | 'sendRateWindowMs'>,
) {
  const member = rateLimits.sliding('live-send:member', {
    limit: config.sendRateCount,
    windowMs: config.sendRateWindowMs,
  });
  const teacher = rateLimits.sliding('live-send:teacher', {
    limit: config.teacherSendRateCount,
    windowMs: config.sendRateWindowMs,
  });
  return {
    take: (memberId: number, isRoomTeacher: boolean) =>
      (isRoomTeacher ? teacher : member).take(String(memberId)),
  };
}
export type SendLimits = ReturnType<typeof createSendLimits>;
