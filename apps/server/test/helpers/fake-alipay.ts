import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serverRoot } from '../../src/config';
import { rsa2Sign, rsa2Verify, signContent } from '../../src/providers/payment/alipay-sign';
import type { AlipayConfig } from '../../src/providers/payment/alipay-provider';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Test-only certificates of certificate mode (see the folder's README). */
export const ALIPAY_CERT_FIXTURES = path.join(serverRoot, 'test/fixtures/alipay-cert-mode');
const fixture = (name: string) => readFileSync(path.join(ALIPAY_CERT_FIXTURES, name), 'utf8');

/**
 * A certificate's serial number as Alipay computes it, written here apart from the server's code (which
 * uses alipay-sdk): MD5 of the issuer's names, last first, joined by commas, then the serial in decimal.
 */
function certSn(pem: string): string {
  const cert = new X509Certificate(pem);
  const issuer = cert.issuer.split('\n').reverse().join(',');
  return createHash('md5')
    .update(issuer + BigInt(`0x${cert.serialNumber}`).toString(10), 'utf8')
    .digest('hex');
}

/** The root chain's number: the numbers of its RSA certificates (self-signed, so RSA-signed), joined by _. */
function rootCertSn(chainPem: string): string {
  return (chainPem.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [])
    .filter((pem) => new X509Certificate(pem).publicKey.asymmetricKeyType === 'rsa')
    .map(certSn)
    .join('_');
}

export const ALIPAY_SELLER_ID = '2088101122334455';

/**
 * A local stand-in for the Alipay gateway (RSA2): refuses requests whose signature does not verify with the
 * app's public key, answers `<method>_response` signed with Alipay's key, and signs notifications. In
 * certificate mode it also refuses requests without the app's and the root's certificate numbers, names
 * its own certificate in answers, and signs with the key of that certificate.
 */
export async function startFakeAlipay(options: { certMode?: boolean } = {}) {
  const certMode = options.certMode ?? false;
  const app = certMode
    ? {
        privateKey: fixture('app.key'),
        publicKey: new X509Certificate(fixture('app-cert.crt')).publicKey.export({
          type: 'spki',
          format: 'pem',
        }),
      }
    : pemPair();
  const alipay = certMode
    ? {
        privateKey: fixture('alipay.key'),
        publicKey: new X509Certificate(fixture('alipay-public-cert.crt')).publicKey.export({
          type: 'spki',
          format: 'pem',
        }),
      }
    : pemPair();
  const expected = certMode
    ? {
        appCertSn: certSn(fixture('app-cert.crt')),
        alipayRootCertSn: rootCertSn(fixture('alipay-root.crt')),
        alipayCertSn: certSn(fixture('alipay-public-cert.crt')),
      }
    : null;
  const appId = '2021000000000001';
  const calls: { method: string; biz: Record<string, unknown>; params: Record<string, string> }[] = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      const method = params.method ?? '';
      const key = `${method.replace(/\./g, '_')}_response`;
      const certsMatch =
        !expected ||
        (params.app_cert_sn === expected.appCertSn &&
          params.alipay_root_cert_sn === expected.alipayRootCertSn);
      const valid =
        certsMatch &&
        params.app_id === appId &&
        rsa2Verify(signContent(params), params.sign ?? '', app.publicKey as string);
      const biz = valid ? (JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>) : {};
      if (valid) calls.push({ method, biz, params });
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
            sub_code: certsMatch ? 'isv.invalid-signature' : 'isv.invalid-app-cert-sn',
            sub_msg: certsMatch ? '验签出错' : '应用公钥证书序列号不匹配',
          });
      const certField = expected ? `"alipay_cert_sn":"${expected.alipayCertSn}",` : '';
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${key}":${inner},${certField}"sign":"${rsa2Sign(inner, alipay.privateKey as string)}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  const notifyUrl = 'https://pay.example.com/api/pay/notify/alipay';
  const returnUrl = 'https://pay.example.com/pages/mine/order/list/index';
  const config: AlipayConfig = {
    appId,
    sellerIds: [ALIPAY_SELLER_ID],
    privateKeyPem: app.privateKey as string,
    alipayPublicKeyPem: alipay.publicKey as string,
    certs: expected,
    notifyUrl,
    returnUrl,
    gateway,
  };
  /** The environment of certificate mode: certificates as paths, Alipay's as PEM text (both are accepted). */
  const certEnv = {
    ALIPAY_APP_ID: appId,
    ALIPAY_SELLER_ID,
    ALIPAY_PRIVATE_KEY: path.join(ALIPAY_CERT_FIXTURES, 'app.key'),
    ALIPAY_APP_CERT: path.join(ALIPAY_CERT_FIXTURES, 'app-cert.crt'),
    ALIPAY_PUBLIC_CERT: fixture('alipay-public-cert.crt'),
    ALIPAY_ROOT_CERT: path.join(ALIPAY_CERT_FIXTURES, 'alipay-root.crt'),
    ALIPAY_NOTIFY_URL: notifyUrl,
    ALIPAY_RETURN_URL: returnUrl,
    ALIPAY_GATEWAY: gateway,
  };

  /** An asynchronous notification as Alipay posts it: a form signed with Alipay's key. */
  function notification(fields: Record<string, string>) {
    const params: Record<string, string> = {
      notify_time: '2026-11-23 20:00:00',
      notify_type: 'trade_status_sync',
      notify_id: `ac05099524730693a8b330c5ecf72da${Date.now()}${Math.random()}`,
      app_id: appId,
      seller_id: ALIPAY_SELLER_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_status: 'TRADE_SUCCESS',
      ...fields,
    };
    params.sign = rsa2Sign(signContent(params, ['sign', 'sign_type']), alipay.privateKey as string);
    return {
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    };
  }

  return {
    config,
    certEnv,
    expected,
    calls,
    notification,
    appPublicKey: app.publicKey as string,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
