import { MOBILE_CN } from '@app/contract/patterns';

/** Mainland China mobile number, 11 digits starting 13–19. */
export function isMobile(value: string): boolean {
  return MOBILE_CN.test(value);
}

/** Landline with optional area code and extension: 010-12345678, 0755 1234567, 12345678-123. */
export function isLandline(value: string): boolean {
  return /^(?:0\d{2,3}[- ]?)?[2-9]\d{6,7}(?:-\d{1,6})?$/.test(value);
}

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
    value,
  );
}

/** Absolute http(s) address with a host. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}
