const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

/** Accepts a Date, epoch milliseconds, or a date string ('2026-03-01 09:30:00' is read as local time). */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  // Safari rejects 'YYYY-MM-DD HH:mm:ss'; the ISO 'T' form without a zone is local time everywhere.
  const local = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/.test(value)
    ? value.replace(' ', 'T')
    : value;
  return new Date(local);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** SPEC §9 relative time, in local time: 刚刚, N分钟前, N小时前, 昨天 HH:mm, MM-DD HH:mm, YYYY-MM-DD HH:mm. */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = toDate(date);
  if (Number.isNaN(then.getTime())) return '';
  const diff = now.getTime() - then.getTime();
  const time = `${pad(then.getHours())}:${pad(then.getMinutes())}`;
  // A moment slightly in the future (clock skew between server and phone) still reads as just now.
  if (diff < MINUTE) {
    if (diff > -MINUTE) return '刚刚';
  } else if (diff < HOUR) {
    return `${Math.floor(diff / MINUTE)}分钟前`;
  } else if (startOfDay(then) === startOfDay(now)) {
    return `${Math.floor(diff / HOUR)}小时前`;
  }
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (startOfDay(then) === yesterday.getTime()) return `昨天 ${time}`;
  const monthDay = `${pad(then.getMonth() + 1)}-${pad(then.getDate())}`;
  if (then.getFullYear() === now.getFullYear()) return `${monthDay} ${time}`;
  return `${then.getFullYear()}-${monthDay} ${time}`;
}
