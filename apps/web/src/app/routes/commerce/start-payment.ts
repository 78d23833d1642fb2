import { isMessagingApp } from '@app/client-core/share/share-link';
import type { PayChannel, PayStart } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import type { PayVia } from '../../../features/commerce/api/orders';
import { loadWechatSdk } from '../../../features/wechat/wechat-sdk';
import { inMiniProgram } from '../../../lib/current-platform';
import { appNavigate, withQuery } from '../../../lib/navigation';

/** The mini-program's native page that calls wx.requestPayment (apps/miniprogram/miniprogram/pages/pay). */
export const MINI_PROGRAM_PAY_PAGE = '/pages/pay/index';

/**
 * Goes on from a started payment: the sandbox cashier is a page of this app; a provider's H5 page is another
 * site; JSAPI parameters go to WeChat's cashier, or in the mini-program to its native pay page; an order
 * already paid (coupon and points covered it) goes straight to the result.
 */
export function followPayment(orderNo: string, start: PayStart): void {
  const result = () => appNavigate(withQuery(Pages.payment, { orderNo }), 'redirectTo');
  if (start.params) {
    if (inMiniProgram()) payInMiniProgram(orderNo, start.params, result);
    else payInWechat(start.params, result);
    return;
  }
  if (start.paid || !start.payUrl) {
    result();
    return;
  }
  if (start.payUrl.startsWith('/pages/')) appNavigate(start.payUrl, 'redirectTo');
  else window.location.assign(start.payUrl);
}

interface WechatBridge {
  invoke(api: 'getBrandWCPayRequest', params: Record<string, string>, done: (result: unknown) => void): void;
}

/** WeChat's in-app cashier (JSAPI); afterwards the payment page reads the order's state from the server. */
function payInWechat(params: Record<string, string>, then: () => void): void {
  const bridge = (window as unknown as { WeixinJSBridge?: WechatBridge }).WeixinJSBridge;
  if (!bridge) return then();
  bridge.invoke('getBrandWCPayRequest', params, () => then());
}

/**
 * The web-view cannot pay (REFERENCE §2.1): this page becomes the payment page, which polls the order, and
 * the mini-program's pay page opens on top with the server's parameters; back from it, the result shows.
 */
function payInMiniProgram(orderNo: string, params: Record<string, string>, then: () => void): void {
  then();
  // wx.requestPayment takes the parameters without the appId (the mini-program is the app).
  const { appId: _appId, ...payment } = params;
  const url = withQuery(MINI_PROGRAM_PAY_PAGE, { orderNo, params: JSON.stringify(payment) });
  void loadWechatSdk().then(
    (sdk) => sdk.miniProgram?.navigateTo({ url }),
    () => undefined,
  );
}

/**
 * Inside the mini-program WeChat Pay goes through its native pay page; inside WeChat, WeChat Pay (JSAPI) is
 * preferred when offered; elsewhere the server's first channel.
 */
export function choosePayment(channels: readonly PayChannel[]): { channel: PayChannel; via?: PayVia } {
  if (channels.includes('wechatpay')) {
    if (inMiniProgram()) return { channel: 'wechatpay', via: 'miniProgram' };
    if (isMessagingApp(navigator.userAgent)) return { channel: 'wechatpay', via: 'jsapi' };
  }
  return { channel: channels[0] ?? 'sandbox' };
}

/** Paying an existing order again: in the mini-program through its pay page, elsewhere the order's channel. */
export function payAgainWith(): { channel?: PayChannel; via?: PayVia } {
  return inMiniProgram() ? { channel: 'wechatpay', via: 'miniProgram' } : {};
}
