import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rsa2Sign, rsa2Verify, signContent } from '../../src/providers/payment/alipay-sign';
import type { AlipayConfig } from '../../src/providers/payment/alipay-provider';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/**
 * A local stand-in for the Alipay gateway (RSA2): refuses requests whose signature does not verify with the
 * app's public key, answers `<method>_response` signed with Alipay's key, and signs notifications.
 */
export async function startFakeAlipay() {
  const app = pemPair();
  const alipay = pemPair();
  const appId = '2021000000000001';
  const calls: { method: string; biz: Record<string, unknown> }[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      const method = params.method ?? '';
      const key = `${method.replace(/\./g, '_')}_response`;
      const valid =
        params.app_id === appId && rsa2Verify(signContent(params), params.sign ?? '', app.publicKey);
      const biz = valid ? (JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>) : {};
      if (valid) calls.push({ method, biz });
      const inner = valid
        ? JSON.stringify(
            method === 'alipay.trade.refund'
              ? {
                  code: '10000',
                  msg: 'Success',
                  out_trade_no: biz.out_trade_no,
                  refund_fee: biz.refund_amount,
                  fund_change: 'Y',
                }
              : { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no },
          )
        : JSON.stringify({
            code: '40002',
            msg: 'Invalid Arguments',
            sub_code: 'isv.invalid-signature',
            sub_msg: '验签出错',
          });
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${key}":${inner},"sign":"${rsa2Sign(inner, alipay.privateKey)}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  const config: AlipayConfig = {
    appId,
    privateKeyPem: app.privateKey,
    alipayPublicKeyPem: alipay.publicKey,
    notifyUrl: 'https://pay.example.com/api/pay/notify/alipay',
    returnUrl: 'https://pay.example.com/pages/mine/order/list/index',
    gateway,
  };

  /** An asynchronous notification as Alipay posts it: a form signed with Alipay's key. */
  function notification(fields: Record<string, string>) {
    const params: Record<string, string> = {
      notify_time: '2026-11-23 20:00:00',
      notify_type: 'trade_status_sync',
      notify_id: `ac05099524730693a8b330c5ecf72da${Date.now()}${Math.random()}`,
      app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_status: 'TRADE_SUCCESS',
      ...fields,
    };
    params.sign = rsa2Sign(signContent(params, ['sign', 'sign_type']), alipay.privateKey);
    return {
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    };
  }

  return {
    config,
    calls,
    notification,
    appPublicKey: app.publicKey,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
