import { isCalendarDate } from './date';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** GB 11643 check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** Resident ID: 18 characters with a valid birth date and check character (X either case), or the legacy 15 digits. */
export function isIdCard(value: string): boolean {
  const long = /^([1-9]\d{5})(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value);
  if (long) {
    const year = Number(long[2]);
    if (year < 1900 || !isCalendarDate(year, Number(long[3]), Number(long[4]))) return false;
    return idCardCheckChar(value.slice(0, 17)) === value.slice(17).toUpperCase();
  }
  const legacy = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(value);
  if (legacy) return isCalendarDate(1900 + Number(legacy[1]), Number(legacy[2]), Number(legacy[3]));
  return false;
}
