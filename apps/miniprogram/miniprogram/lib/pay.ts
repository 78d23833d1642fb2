import type { WxPort } from './wx-port';

/** The JSAPI parameters the server makes for wx.requestPayment (REFERENCE §4.1): never built here. */
export interface PaymentParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export type PayOutcome = 'paid' | 'cancelled' | 'failed';

const FIELDS = ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const;

/**
 * The parameters the web app put in this page's address (`params`: URL-encoded JSON of the server's answer);
 * null when they are missing or incomplete, so nothing half-made reaches wx.requestPayment.
 */
export function paymentParamsOf(query: Record<string, string | undefined>): PaymentParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(query.params ?? ''));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  if (!FIELDS.every((key) => typeof fields[key] === 'string' && fields[key] !== '')) return null;
  if (fields.signType !== 'RSA') return null;
  return Object.fromEntries(FIELDS.map((key) => [key, fields[key]])) as unknown as PaymentParams;
}

/** Pays with the server's parameters; the order's state is then read back from the server by the web app. */
export function pay(wx: WxPort, params: PaymentParams): Promise<PayOutcome> {
  return new Promise((resolve) => {
    wx.requestPayment({
      ...params,
      success: () => resolve('paid'),
      fail: (error) => resolve(/cancel/i.test(error.errMsg ?? '') ? 'cancelled' : 'failed'),
    });
  });
}
