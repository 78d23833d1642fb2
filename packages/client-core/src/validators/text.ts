import { SMS_CODE_LENGTH } from '@app/contract/limits';

/** Non-negative amount with at most two decimals: 0, 12, 12.5, 12.50. */
export function isAmount(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(value);
}

/** Exactly n digits (SMS codes are 6). */
export function isDigitCode(value: string, n: number = SMS_CODE_LENGTH): boolean {
  return Number.isInteger(n) && n > 0 && new RegExp(`^\\d{${n}}$`).test(value);
}

export function isChinese(value: string): boolean {
  return /^[\u4e00-\u9fa5]+$/.test(value);
}

export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** A JSON object or array (a bare number or string is not what callers mean by "JSON"). */
export function isJsonString(value: string): boolean {
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}
