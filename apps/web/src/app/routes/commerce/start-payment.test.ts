import { afterEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ appNavigate: vi.fn() }));
vi.mock('../../../lib/navigation', () => ({
  appNavigate: nav.appNavigate,
  withQuery: (path: string, query: Record<string, string>) =>
    `${path}?${new URLSearchParams(query).toString()}`,
}));

import { choosePayment, followPayment } from './start-payment';

const WECHAT_UA = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

describe('choosePayment', () => {
  it('prefers WeChat Pay JSAPI inside WeChat, and the first channel elsewhere', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    expect(choosePayment(['sandbox', 'wechatpay'])).toEqual({ channel: 'wechatpay', jsapi: true });
    expect(choosePayment(['sandbox'])).toEqual({ channel: 'sandbox', jsapi: false });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/130');
    expect(choosePayment(['alipay', 'wechatpay'])).toEqual({ channel: 'alipay', jsapi: false });
  });
});

describe('followPayment', () => {
  it("opens WeChat's cashier with the server's JSAPI parameters, then shows the payment result page", () => {
    const invoke = vi.fn((_api: string, _params: unknown, done: (r: unknown) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = { invoke };
    const params = {
      appId: 'wx1',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'prepay_id=p',
      signType: 'RSA',
      paySign: 's',
    };
    followPayment('O-1', { channel: 'wechatpay', paid: false, payUrl: null, params });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
    expect(nav.appNavigate).toHaveBeenCalledWith('/pages/webView/payment/index?orderNo=O-1', 'redirectTo');
  });
});
