import type { Clock } from '../../lib/clock';
import type { AlipayCertMode } from './alipay-certs';
import { chinaTimestamp, fenToYuanString, rsa2Sign, rsa2Verify, signContent, yuanToFen } from './alipay-sign';
import {
  PaymentProviderError,
  type NotifyReply,
  type PaymentProvider,
  type RawNotification,
  type VerifiedNotification,
} from './payment-provider';

export interface AlipayConfig {
  appId: string;
  /** The merchant's PIDs (2088…): a notification about money paid to any other seller is refused. */
  sellerIds: string[];
  /** The app's private key (PKCS8 or PKCS1 PEM). */
  privateKeyPem: string;
  /** Alipay's public key (in certificate mode: the one in its certificate): verifies answers and notifications. */
  alipayPublicKeyPem: string;
  /** Certificate mode (公钥证书模式); null: public-key mode. */
  certs: AlipayCertMode | null;
  /** https address of POST /api/pay/notify/alipay. */
  notifyUrl: string;
  /** Where the member returns after paying (and quit_url when they leave the cashier). */
  returnUrl: string;
  gateway: string;
}

const TIMEOUT_MS = 10_000;

/** Alipay: wap pay (alipay.trade.wap.pay), verified notifications, refunds and close (RSA2). */
export function createAlipayProvider(config: AlipayConfig, clock: Clock): PaymentProvider {
  const signed = (method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaTimestamp(clock.now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      // Certificate mode: the gateway finds our key and its root by these, and they are signed with the rest.
      ...(config.certs
        ? { app_cert_sn: config.certs.appCertSn, alipay_root_cert_sn: config.certs.alipayRootCertSn }
        : {}),
      ...extra,
    };
    return { ...params, sign: rsa2Sign(signContent(params), config.privateKeyPem) };
  };

  /** A gateway call; the answer's `<method>_response` object is checked against Alipay's signature. */
  async function call(method: string, biz: Record<string, unknown>): Promise<Record<string, string>> {
    let response: Response;
    try {
      response = await fetch(config.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(signed(method, biz)).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`alipay ${method} unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    const key = `${method.replace(/\./g, '_')}_response`;
    // The signature covers the exact text of the response object, so it is cut out of the raw answer (in
    // certificate mode alipay_cert_sn may stand between the object and the signature).
    const match = new RegExp(
      `"${key}"\\s*:\\s*(\\{[^]*?\\})\\s*,(?:\\s*"alipay_cert_sn"\\s*:\\s*"([^"]*)"\\s*,)?\\s*"sign"\\s*:\\s*"([^"]+)"`,
    ).exec(text);
    if (!match?.[1] || !match[3] || !rsa2Verify(match[1], match[3], config.alipayPublicKeyPem))
      throw new PaymentProviderError(`alipay ${method}: answer signature invalid`);
    // Alipay names the certificate it signed with: another one means it renewed its certificate.
    if (config.certs && match[2] && match[2] !== config.certs.alipayCertSn)
      throw new PaymentProviderError(
        `alipay ${method}: answer signed with certificate ${match[2]}, ALIPAY_PUBLIC_CERT is ${config.certs.alipayCertSn}; download Alipay's new certificate`,
      );
    const body = JSON.parse(match[1]) as Record<string, string>;
    if (body.code !== '10000')
      throw new PaymentProviderError(
        `alipay ${method}: ${body.code} ${body.sub_code ?? ''} ${body.sub_msg ?? body.msg ?? ''}`,
      );
    return body;
  }

  return {
    channel: 'alipay',
    async start(request) {
      const params = signed(
        'alipay.trade.wap.pay',
        {
          out_trade_no: request.orderNo,
          total_amount: fenToYuanString(request.amountFen),
          subject: request.description.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          quit_url: config.returnUrl,
          time_expire: chinaTimestamp(request.expiresAt),
        },
        { notify_url: config.notifyUrl, return_url: config.returnUrl },
      );
      // pageExecute as a GET: the member's browser opens the signed gateway address.
      return { payUrl: `${config.gateway}?${new URLSearchParams(params).toString()}`, params: null };
    },

    async verifyNotification(raw: RawNotification): Promise<VerifiedNotification | null> {
      const params = Object.fromEntries(new URLSearchParams(raw.body));
      // Signed by Alipay is not enough: it must be about our app and money paid to us, not a payment to
      // another merchant (Alipay's notify rules ask to check seller_id and app_id).
      if (!params.sign || params.app_id !== config.appId) return null;
      if (!params.seller_id || !config.sellerIds.includes(params.seller_id)) return null;
      if (!rsa2Verify(signContent(params, ['sign', 'sign_type']), params.sign, config.alipayPublicKeyPem))
        return null;
      const amountFen = yuanToFen(params.total_amount);
      if (!params.notify_id || !params.out_trade_no || !params.trade_no || amountFen === null) return null;
      return {
        kind: 'payment',
        notifyId: params.notify_id,
        orderNo: params.out_trade_no,
        tradeNo: params.trade_no,
        amountFen,
        success: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      };
    },

    async refund(request) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: request.orderNo,
        // Alipay's own trade number, when given, picks that payment over the order number.
        ...(request.tradeNo ? { trade_no: request.tradeNo } : {}),
        refund_amount: fenToYuanString(request.amountFen),
        refund_reason: request.reason.slice(0, 256),
        out_request_no: request.refundNo,
      });
      // Alipay refunds answer at once; fund_change Y means the money moved with this call.
      return answer.fund_change === 'Y' ? 'SUCCESS' : 'PROCESSING';
    },

    async close(orderNo) {
      await call('alipay.trade.close', { out_trade_no: orderNo });
    },

    reply(accepted): NotifyReply {
      // Anything but the word success makes Alipay resend (REFERENCE §4.2).
      return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' };
    },
  };
}
