/**
 * The A-share trading calendar in China time (UTC+8, no daylight saving). Weekends and the exchanges'
 * announced holidays are closed; continuous sessions run 9:30–11:30 and 13:00–15:00 (REFERENCE §6.1).
 * Holidays are embedded for 2024–2026 (SSE announcements); later years close on weekends only until the
 * list is extended.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const HOLIDAYS = new Set([
  // 2024
  '2024-01-01',
  '2024-02-09',
  '2024-02-12',
  '2024-02-13',
  '2024-02-14',
  '2024-02-15',
  '2024-02-16',
  '2024-04-04',
  '2024-04-05',
  '2024-05-01',
  '2024-05-02',
  '2024-05-03',
  '2024-06-10',
  '2024-09-16',
  '2024-09-17',
  '2024-10-01',
  '2024-10-02',
  '2024-10-03',
  '2024-10-04',
  '2024-10-07',
  // 2025
  '2025-01-01',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-01-31',
  '2025-02-03',
  '2025-02-04',
  '2025-04-04',
  '2025-05-01',
  '2025-05-02',
  '2025-05-05',
  '2025-06-02',
  '2025-10-01',
  '2025-10-02',
  '2025-10-03',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  // 2026
  '2026-01-01',
  '2026-01-02',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-02-23',
  '2026-04-06',
  '2026-05-01',
  '2026-05-04',
  '2026-05-05',
  '2026-06-19',
  '2026-09-25',
  '2026-10-01',
  '2026-10-02',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
]);

/** Minutes after midnight (China time) where the continuous sessions open and close. */
const MORNING = [9 * 60 + 30, 11 * 60 + 30] as const;
const AFTERNOON = [13 * 60, 15 * 60] as const;
/** Trading minutes in a day (4 hours). */
export const SESSION_MINUTES = 240;

/** The China calendar day of an instant, YYYY-MM-DD. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since China midnight, with fractions. */
export function chinaMinuteOfDay(at: Date): number {
  const shifted = at.getTime() + CHINA_OFFSET_MS;
  return (((shifted % DAY_MS) + DAY_MS) % DAY_MS) / 60_000;
}

/** The instant of a China wall-clock time on a day (`15:00` on `2026-11-23`). */
export function chinaInstant(day: string, hhmm: string): Date {
  return new Date(`${day}T${hhmm}:00+08:00`);
}

const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function isTradingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

export function nextTradingDay(day: string): string {
  let d = addDays(day, 1);
  while (!isTradingDay(d)) d = addDays(d, 1);
  return d;
}

export function previousTradingDay(day: string): string {
  let d = addDays(day, -1);
  while (!isTradingDay(d)) d = addDays(d, -1);
  return d;
}

/** Trading days from `from` to `to`, both included when they are trading days. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isTradingDay(d)) days.push(d);
  return days;
}

/** True during a continuous session of a trading day: the only time orders are accepted. */
export function isTradingTime(at: Date): boolean {
  if (!isTradingDay(chinaDay(at))) return false;
  const m = chinaMinuteOfDay(at);
  return (m >= MORNING[0] && m < MORNING[1]) || (m >= AFTERNOON[0] && m < AFTERNOON[1]);
}

/**
 * Trading minutes elapsed on the instant's day, 0 before the open to 240 after the close (the lunch break
 * holds at 120). On a non-trading day: 0.
 */
export function sessionMinute(at: Date): number {
  if (!isTradingDay(chinaDay(at))) return 0;
  const m = chinaMinuteOfDay(at);
  if (m < MORNING[0]) return 0;
  if (m < MORNING[1]) return m - MORNING[0];
  if (m < AFTERNOON[0]) return 120;
  if (m < AFTERNOON[1]) return 120 + (m - AFTERNOON[0]);
  return SESSION_MINUTES;
}

/**
 * The last trading day whose close has happened at `at` (today after 15:00 on a trading day, else the
 * trading day before today).
 */
export function lastClosedDay(at: Date): string {
  const today = chinaDay(at);
  if (isTradingDay(today) && chinaMinuteOfDay(at) >= AFTERNOON[1]) return today;
  return previousTradingDay(today);
}

/** The trading day whose prices are current at `at`: today on a trading day, else the last one. */
export function currentTradingDay(at: Date): string {
  const today = chinaDay(at);
  return isTradingDay(today) ? today : previousTradingDay(today);
}
