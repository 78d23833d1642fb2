import { createSign, createVerify } from 'node:crypto';

/**
 * Alipay open API (RSA2) signing rules: every parameter but sign (and, for notifications, sign_type), with
 * a value, sorted by name, joined as k=v with & (values as they are, not URL-encoded), SHA256withRSA, base64.
 */
export function signContent(params: Record<string, string>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export const rsa2Sign = (content: string, privateKeyPem: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');

export const rsa2Verify = (content: string, signature: string, publicKeyPem: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
};

/** '59.00' → 5900, exactly (no floating point); null for anything that is not an amount. */
export function yuanToFen(value: string | undefined): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export const fenToYuanString = (fen: number) =>
  `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** yyyy-MM-dd HH:mm:ss in China time, as the gateway's timestamp wants it. */
export const chinaTimestamp = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
