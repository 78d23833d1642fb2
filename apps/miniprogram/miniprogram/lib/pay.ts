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
