import { toDate } from '@app/client-core/format/relative-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An article's publication time as YYYY-MM-DD HH:mm in local time; an unreadable value is shown as is. */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
