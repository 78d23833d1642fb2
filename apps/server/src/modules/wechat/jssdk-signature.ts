import { createHash } from 'node:crypto';

/**
 * The JS-SDK `wx.config` signature (REFERENCE §1.1): SHA-1 of the fields sorted by name with raw values,
 * over the page URL without its fragment.
 */
export function jssdkSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const url = input.url.split('#')[0] ?? '';
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}
