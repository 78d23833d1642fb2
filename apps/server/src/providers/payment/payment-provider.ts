import type { PayChannel } from '@app/contract/commerce';

/** What a provider needs to take a payment for an order. */
export interface PaymentRequest {
  orderNo: string;
  amountFen: number;
  description: string;
  expiresAt: Date;
  /** The payer's address (WeChat H5 requires it). */
  clientIp: string;
  /** The payer inside WeChat: JSAPI instead of H5. */
  payer?: JsapiPayer | undefined;
}

/** A WeChat Pay JSAPI payer: the openid and the app (official account or mini-program) it belongs to. */
export interface JsapiPayer {
  openid: string;
  appid: string;
}

/** How the client goes on: open payUrl, or hand params to the WeChat JSAPI. */
export interface PaymentStart {
  payUrl: string | null;
  params: Record<string, string> | null;
}

export interface RefundRequest {
  orderNo: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  /** The provider's transaction to refund, when it is not the one that paid the order (an extra payment). */
  tradeNo?: string;
}

/** A notification whose signature checked out, reduced to what the order service needs. */
export type VerifiedNotification =
  | {
      kind: 'payment';
      notifyId: string;
      orderNo: string;
      tradeNo: string;
      amountFen: number;
      success: boolean;
    }
  | { kind: 'refund'; notifyId: string; orderNo: string; refundNo: string; success: boolean };

/** The raw notification as it arrived: the signature covers the exact bytes. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What to answer the provider (each protocol has its own success and failure replies). */
export interface NotifyReply {
  status: number;
  contentType?: string;
  body?: string;
}

/**
 * One payment provider (sandbox, WeChat Pay, Alipay). All report through POST /api/pay/notify/{channel}:
 * the order service trusts an order paid only after verifyNotification accepted what arrived there.
 */
export interface PaymentProvider {
  readonly channel: PayChannel;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Null when the notification is forged, stale, or cannot be read. */
  verifyNotification(raw: RawNotification): Promise<VerifiedNotification | null>;
  /** SUCCESS when the money is back already; PROCESSING when a refund notification will say so. */
  refund(request: RefundRequest): Promise<'SUCCESS' | 'PROCESSING'>;
  /** Closes the provider's side of an unpaid order (so a late payment cannot happen). */
  close?(orderNo: string): Promise<void>;
  reply(accepted: boolean, message?: string): NotifyReply;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
