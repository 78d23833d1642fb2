import type { PayStart } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';

/**
 * Goes on from a started payment: the sandbox cashier is a page of this app; a provider's H5 page is another
 * site; an order already paid (coupon and points covered it) goes straight to the result.
 */
export function followPayment(orderNo: string, start: PayStart): void {
  if (start.paid || !start.payUrl) {
    appNavigate(withQuery(Pages.payment, { orderNo }), 'redirectTo');
    return;
  }
  if (start.payUrl.startsWith('/pages/')) appNavigate(start.payUrl, 'redirectTo');
  else window.location.assign(start.payUrl);
}
