import type { LiveValidityPeriod } from '@app/contract/access';
import { SERVICE_EXPIRY_NOTICE_DAYS } from '@app/contract/limits';

const DAY_MS = 86_400_000;
// Days are China calendar days (UTC+8, no daylight saving): the service and its members are in China.
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China calendar day (YYYY-MM-DD) that contains `at`. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

const dayNumber = (at: Date) => Math.floor((at.getTime() + CHINA_OFFSET_MS) / DAY_MS);

/** A held service that is about to end: what the popup says and where "renew" leads. */
export interface ExpiringService {
  moduleId: number;
  name: string;
  expiresAt: string;
  /** China calendar day of the end (YYYY-MM-DD). */
  expiresOn: string;
  /** Calendar days from today to the end day: 0 means it ends today. */
  daysLeft: number;
  goodsLink: string;
}

/**
 * The held service that ends soonest, if it ends within `withinDays` calendar days; services without an end
 * never expire, and ones already over are no longer held.
 */
export function expiringService(
  validity: LiveValidityPeriod | undefined,
  now: Date,
  withinDays: number = SERVICE_EXPIRY_NOTICE_DAYS,
): ExpiringService | null {
  const ending = (validity?.modules ?? [])
    .filter((m): m is typeof m & { expiresAt: string } => m.expiresAt !== null)
    .map((m) => ({ module: m, end: new Date(m.expiresAt) }))
    .filter(({ end }) => !Number.isNaN(end.getTime()) && end.getTime() > now.getTime())
    .sort((a, b) => a.end.getTime() - b.end.getTime())[0];
  if (!ending) return null;
  const daysLeft = dayNumber(ending.end) - dayNumber(now);
  if (daysLeft > withinDays) return null;
  return {
    moduleId: ending.module.id,
    name: ending.module.name,
    expiresAt: ending.module.expiresAt,
    expiresOn: chinaDay(ending.end),
    daysLeft,
    goodsLink: ending.module.goodsLink,
  };
}

/** What is stored when the popup shows: who saw it and on which day. */
export const expiryShownMark = (memberId: string, now: Date) => `${memberId}:${chinaDay(now)}`;

/**
 * Whether the home page shows the service-expiry popup now: only to a member (a memberId), for a service
 * ending within the notice days, and at most once a China calendar day per member (`lastShown` is the
 * stored mark of the last showing).
 */
export function serviceExpiryToShow(input: {
  memberId: string | null;
  validity: LiveValidityPeriod | undefined;
  now: Date;
  lastShown: string | null;
  withinDays?: number;
}): ExpiringService | null {
  if (!input.memberId) return null;
  if (input.lastShown === expiryShownMark(input.memberId, input.now)) return null;
  return expiringService(input.validity, input.now, input.withinDays);
}
