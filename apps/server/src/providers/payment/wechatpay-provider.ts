import type { Clock } from '../../lib/clock';
import {
  authorizationHeader,
  decryptResource,
  nonceStr,
  responseMessage,
  rsaSign,
  rsaVerify,
} from './wechatpay-crypto';
import {
  PaymentProviderError,
  type NotifyReply,
  type PaymentProvider,
  type RawNotification,
  type VerifiedNotification,
} from './payment-provider';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKeyPem: string;
  /**
   * Other apps bound to the merchant whose users pay by JSAPI as well (the mini-program): orders may name
   * them, and their notifications are accepted. `appid` is the official account's.
   */
  otherAppIds?: readonly string[];
  /** 32-byte APIv3 key: decrypts notification resources. */
  apiV3Key: string;
  /** 微信支付公钥 (or the platform certificate's key): verifies responses and notifications. */
  platformPublicKeyPem: string;
  /** PUB_KEY_ID_… or the platform certificate serial the signatures name. */
  platformKeyId: string;
  /** https address of POST /api/pay/notify/wechatpay as WeChat reaches it. */
  notifyUrl: string;
  baseUrl: string;
}

/** Signatures older (or newer) than this are refused: a captured notification cannot be replayed later. */
const MAX_SKEW_SECONDS = 300;
const TIMEOUT_MS = 10_000;

const header = (headers: RawNotification['headers'], name: string) => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** RFC 3339 in China time, as WeChat's time_expire wants it. */
const rfc3339China = (at: Date) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

interface TransactionResource {
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  amount: { total: number };
  mchid: string;
  appid: string;
}
interface RefundResource {
  out_trade_no: string;
  out_refund_no: string;
  refund_status: string;
  mchid: string;
}

/** WeChat Pay API v3: H5 (or JSAPI with the payer's openid), notifications, refunds and close. */
export function createWechatPayProvider(config: WechatPayConfig, clock: Clock): PaymentProvider {
  const appIds = new Set([config.appid, ...(config.otherAppIds ?? [])]);
  const verifySigned = (headers: RawNotification['headers'], body: string): boolean => {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return false;
    if (serial !== config.platformKeyId) return false;
    if (Math.abs(clock.now().getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
    return rsaVerify(responseMessage(timestamp, nonce, body), signature, config.platformPublicKeyPem);
  };

  /** One signed call; the answer's signature is checked too (a man in the middle cannot fake prepay ids). */
  async function call<T>(method: 'GET' | 'POST', urlPath: string, payload?: unknown): Promise<T | null> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader({
      mchid: config.mchid,
      serialNo: config.serialNo,
      privateKeyPem: config.privateKeyPem,
      method,
      urlPath,
      body,
      timestamp: String(Math.floor(clock.now().getTime() / 1000)),
      nonce: nonceStr(),
    });
    let response: Response;
    try {
      response = await fetch(new URL(urlPath, config.baseUrl), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/json',
          'wechatpay-serial': config.platformKeyId,
        },
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`wechatpay ${urlPath} unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new PaymentProviderError(
        `wechatpay ${urlPath} answered ${response.status}: ${text.slice(0, 200)}`,
      );
    const headers = Object.fromEntries(response.headers.entries());
    if (!verifySigned(headers, text))
      throw new PaymentProviderError(`wechatpay ${urlPath}: answer signature invalid`);
    return text ? (JSON.parse(text) as T) : null;
  }

  return {
    channel: 'wechatpay',
    async start(request) {
      const common = {
        appid: config.appid,
        mchid: config.mchid,
        description: request.description.slice(0, 127),
        out_trade_no: request.orderNo,
        time_expire: rfc3339China(request.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (request.payer) {
        const { appid, openid } = request.payer;
        if (!appIds.has(appid)) throw new PaymentProviderError(`wechatpay jsapi: app ${appid} is not bound`);
        const answer = await call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
          ...common,
          appid,
          payer: { openid },
        });
        if (!answer?.prepay_id) throw new PaymentProviderError('wechatpay jsapi: no prepay_id');
        const timeStamp = String(Math.floor(clock.now().getTime() / 1000));
        const nonce = nonceStr();
        const pkg = `prepay_id=${answer.prepay_id}`;
        const paySign = rsaSign(`${appid}\n${timeStamp}\n${nonce}\n${pkg}\n`, config.privateKeyPem);
        return {
          payUrl: null,
          params: { appId: appid, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign },
        };
      }
      const answer = await call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
        ...common,
        scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
      });
      if (!answer?.h5_url) throw new PaymentProviderError('wechatpay h5: no h5_url');
      return { payUrl: answer.h5_url, params: null };
    },

    async verifyNotification(raw): Promise<VerifiedNotification | null> {
      if (!verifySigned(raw.headers, raw.body)) return null;
      try {
        const event = JSON.parse(raw.body) as {
          id: string;
          event_type: string;
          resource: { algorithm: string; ciphertext: string; nonce: string; associated_data?: string };
        };
        if (event.resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
        const plain = JSON.parse(decryptResource(event.resource, config.apiV3Key)) as unknown;
        if (event.event_type.startsWith('TRANSACTION.')) {
          const t = plain as TransactionResource;
          if (t.mchid !== config.mchid || !appIds.has(t.appid)) return null;
          return {
            kind: 'payment',
            notifyId: event.id,
            orderNo: t.out_trade_no,
            tradeNo: t.transaction_id,
            amountFen: t.amount.total,
            success: event.event_type === 'TRANSACTION.SUCCESS' && t.trade_state === 'SUCCESS',
          };
        }
        if (event.event_type.startsWith('REFUND.')) {
          const r = plain as RefundResource;
          if (r.mchid !== config.mchid) return null;
          return {
            kind: 'refund',
            notifyId: event.id,
            orderNo: r.out_trade_no,
            refundNo: r.out_refund_no,
            success: event.event_type === 'REFUND.SUCCESS' && r.refund_status === 'SUCCESS',
          };
        }
        return null;
      } catch {
        // A wrong key, a tampered ciphertext or a body that is not the documented shape.
        return null;
      }
    },

    async refund(request) {
      const answer = await call<{ status: string }>('POST', '/v3/refund/domestic/refunds', {
        // transaction_id names one payment exactly; out_trade_no the order's (REFERENCE §4.1: either).
        ...(request.tradeNo ? { transaction_id: request.tradeNo } : { out_trade_no: request.orderNo }),
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        notify_url: config.notifyUrl,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      if (answer?.status === 'SUCCESS') return 'SUCCESS';
      if (answer?.status === 'PROCESSING') return 'PROCESSING';
      throw new PaymentProviderError(`wechatpay refund status ${answer?.status ?? 'missing'}`);
    },

    async close(orderNo) {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, {
        mchid: config.mchid,
      });
    },

    reply(accepted, message): NotifyReply {
      // Success: 204 with no body; failure: 4XX with {"code":"FAIL","message":…} (REFERENCE §4.1).
      return accepted
        ? { status: 204 }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: message ?? '验签失败' }),
          };
    },
  };
}
