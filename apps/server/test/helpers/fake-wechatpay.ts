import { createCipheriv, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  nonceStr,
  parseAuthorization,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
} from '../../src/providers/payment/wechatpay-crypto';
import type { WechatPayConfig } from '../../src/providers/payment/wechatpay-provider';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/**
 * A local stand-in for api.mch.weixin.qq.com speaking API v3 as documented (REFERENCE §4.1): it refuses
 * requests whose Authorization signature does not verify with the merchant's public key, signs every
 * answer with the platform key, and builds encrypted, signed notifications as WeChat sends them.
 */
export async function startFakeWechatPay(opts: { notifyUrl?: string } = {}) {
  const merchant = pemPair();
  const platform = pemPair();
  const apiV3Key = randomBytes(16).toString('hex'); // 32 ASCII bytes
  const mchid = '1900000109';
  const appid = 'wxd678efh567hg6787';
  const serialNo = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const platformKeyId = 'PUB_KEY_ID_0114232134912410000000000000';
  const calls: FakeCall[] = [];
  let tamperAnswers = false;

  const signHeaders = (body: string, at = Math.floor(Date.now() / 1000)) => {
    const timestamp = String(at);
    const nonce = nonceStr();
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': platformKeyId,
      'wechatpay-signature': rsaSign(responseMessage(timestamp, nonce, body), platform.privateKey),
    };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      const auth = parseAuthorization(String(req.headers.authorization ?? ''));
      const answer = (status: number, payload: unknown) => {
        const body = payload === null ? '' : JSON.stringify(payload);
        const headers = signHeaders(tamperAnswers ? `${body} ` : body);
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body);
      };
      const valid =
        auth &&
        auth.mchid === mchid &&
        auth.serial_no === serialNo &&
        rsaVerify(
          requestMessage(req.method ?? '', path, auth.timestamp ?? '', auth.nonce_str ?? '', raw),
          auth.signature ?? '',
          merchant.publicKey,
        );
      if (!valid) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? '', path, body });
      if (path === '/v3/pay/transactions/h5')
        return answer(200, {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${Date.now()}`,
        });
      if (path === '/v3/pay/transactions/jsapi') return answer(200, { prepay_id: `wx${Date.now()}` });
      if (path === '/v3/refund/domestic/refunds')
        return answer(200, {
          refund_id: `5030${Date.now()}`,
          out_refund_no: body?.out_refund_no,
          status: 'PROCESSING',
        });
      if (/^\/v3\/pay\/transactions\/out-trade-no\/[^/]+\/close$/.test(path)) return answer(204, null);
      return answer(404, { code: 'NOT_FOUND', message: 'no such call' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const config: WechatPayConfig = {
    mchid,
    appid,
    serialNo,
    privateKeyPem: merchant.privateKey,
    apiV3Key,
    platformPublicKeyPem: platform.publicKey,
    platformKeyId,
    notifyUrl: opts.notifyUrl ?? 'https://pay.example.com/api/pay/notify/wechatpay',
    baseUrl,
  };

  /** A notification as WeChat posts it: resource encrypted with the APIv3 key, body signed by the platform. */
  function notification(
    eventType: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS',
    resource: Record<string, unknown>,
    options: { at?: number; id?: string; key?: string } = {},
  ) {
    const nonce = randomBytes(6).toString('hex');
    const associated = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(options.key ?? apiV3Key, 'utf8'),
      Buffer.from(nonce, 'utf8'),
    );
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const encrypted = Buffer.concat([
      cipher.update(JSON.stringify({ mchid, appid, ...resource }), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: options.id ?? randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource: {
        original_type: associated,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypted.toString('base64'),
        associated_data: associated,
        nonce,
      },
    });
    return { body, headers: { 'content-type': 'application/json', ...signHeaders(body, options.at) } };
  }

  return {
    config,
    calls,
    notification,
    merchantPublicKey: merchant.publicKey,
    tamper(on: boolean) {
      tamperAnswers = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
