import { afterEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ appNavigate: vi.fn() }));
vi.mock('../../../lib/navigation', () => ({
  appNavigate: nav.appNavigate,
  withQuery: (path: string, query: Record<string, string>) =>
    `${path}?${new URLSearchParams(query).toString()}`,
}));

import { choosePayment, followPayment, payAgainWith } from './start-payment';

const WECHAT_UA = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';

type ShellWindow = { WeixinJSBridge?: unknown; __wxjs_environment?: string; wx?: unknown };

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  const w = window as unknown as ShellWindow;
  delete w.WeixinJSBridge;
  delete w.__wxjs_environment;
  delete w.wx;
});

const params = {
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=p',
  signType: 'RSA',
  paySign: 'a+b/c==',
};

describe('choosePayment', () => {
  it('prefers WeChat Pay JSAPI inside WeChat, and the first channel elsewhere', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    expect(choosePayment(['sandbox', 'wechatpay'])).toEqual({ channel: 'wechatpay', via: 'jsapi' });
    expect(choosePayment(['sandbox'])).toEqual({ channel: 'sandbox' });
    expect(payAgainWith()).toEqual({});
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/130');
    expect(choosePayment(['alipay', 'wechatpay'])).toEqual({ channel: 'alipay' });
  });

  it("pays through the mini-program's pay page inside its web-view, new orders and old ones alike", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${WECHAT_UA} miniProgram`);
    expect(choosePayment(['sandbox', 'wechatpay'])).toEqual({ channel: 'wechatpay', via: 'miniProgram' });
    expect(choosePayment(['sandbox'])).toEqual({ channel: 'sandbox' });
    expect(payAgainWith()).toEqual({ channel: 'wechatpay', via: 'miniProgram' });
  });
});

describe('followPayment', () => {
  it("opens WeChat's cashier with the server's JSAPI parameters, then shows the payment result page", () => {
    const invoke = vi.fn((_api: string, _params: unknown, done: (r: unknown) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = { invoke };
    followPayment('O-1', { channel: 'wechatpay', paid: false, payUrl: null, params });
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
    expect(nav.appNavigate).toHaveBeenCalledWith('/pages/webView/payment/index?orderNo=O-1', 'redirectTo');
  });

  it("in the mini-program, shows the payment page and opens the native pay page with the server's parameters", async () => {
    const invoke = vi.fn();
    const navigateTo = vi.fn();
    const w = window as unknown as ShellWindow;
    w.WeixinJSBridge = { invoke };
    w.__wxjs_environment = 'miniprogram';
    w.wx = { config: vi.fn(), miniProgram: { navigateTo } };
    followPayment('O-2', { channel: 'wechatpay', paid: false, payUrl: null, params });
    // The web-view's page polls the order; the member comes back to it from the pay page.
    expect(nav.appNavigate).toHaveBeenCalledWith('/pages/webView/payment/index?orderNo=O-2', 'redirectTo');
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const url = (navigateTo.mock.calls[0]?.[0] as { url: string }).url;
    expect(url.startsWith('/pages/pay/index?')).toBe(true);
    // The pay page reads it back as the mini-program hands it over: decodeURIComponent, then JSON.
    const raw = /[?&]params=([^&]*)/.exec(url)?.[1] ?? '';
    const { appId: _appId, ...payment } = params;
    expect(JSON.parse(decodeURIComponent(raw))).toEqual(payment);
    expect(/[?&]orderNo=([^&]*)/.exec(url)?.[1]).toBe('O-2');
    expect(invoke).not.toHaveBeenCalled();
  });
});
