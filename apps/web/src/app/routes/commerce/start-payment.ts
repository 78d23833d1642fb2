import { isMessagingApp } from '@app/client-core/share/share-link';
import type { PayChannel, PayStart } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';

/**
 * Goes on from a started payment: the sandbox cashier is a page of this app; a provider's H5 page is another
 * site; an order already paid (coupon and points covered it) goes straight to the result.
 */
export function followPayment(orderNo: string, start: PayStart): void {
  if (start.params) {
    payInWechat(start.params, () => appNavigate(withQuery(Pages.payment, { orderNo }), 'redirectTo'));
    return;
  }
  if (start.paid || !start.payUrl) {
    appNavigate(withQuery(Pages.payment, { orderNo }), 'redirectTo');
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

/** Inside WeChat, WeChat Pay (JSAPI) is preferred when offered; elsewhere the server's first channel. */
export function choosePayment(channels: readonly PayChannel[]): { channel: PayChannel; jsapi: boolean } {
  if (isMessagingApp(navigator.userAgent) && channels.includes('wechatpay'))
    return { channel: 'wechatpay', jsapi: true };
  return { channel: channels[0] ?? 'sandbox', jsapi: false };
}
