import { readFileSync } from 'node:fs';
import type { AlipayConfig } from './alipay-provider';
import { readAlipayCerts } from './alipay-certs';
import type { WechatPayConfig } from './wechatpay-provider';

export interface PaymentConfig {
  /** The simulated cashier (模拟支付): on by default, off in production unless PAY_SANDBOX=true. */
  sandbox: boolean;
  wechatpay: WechatPayConfig | null;
  alipay?: AlipayConfig | null;
}

/** A PEM (key or certificate chain) given inline (with \n escapes) or as a path to a file. */
const pem = (value: string) =>
  value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');

const WECHAT_KEYS = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_NOTIFY_URL',
] as const;

/**
 * Payment settings from the environment. WeChat Pay is on when WECHATPAY_MCHID is set, and then every
 * WECHATPAY_* setting it needs must be there (a half configuration fails the start, listing what is missing).
 */
export function loadPaymentConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentConfig {
  const flag = env.PAY_SANDBOX?.trim().toLowerCase();
  const sandbox = flag ? ['true', '1', 'yes'].includes(flag) : !production;
  const alipay = loadAlipay(env);
  if (!env.WECHATPAY_MCHID) return { sandbox, wechatpay: null, alipay };
  const missing = WECHAT_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) throw new Error(`WeChat Pay is half configured; missing ${missing.join(', ')}`);
  const get = (key: (typeof WECHAT_KEYS)[number]) => env[key] as string;
  if (Buffer.byteLength(get('WECHATPAY_APIV3_KEY')) !== 32)
    throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes');
  if (!/^https:\/\/[^?#]+$/.test(get('WECHATPAY_NOTIFY_URL')))
    throw new Error('WECHATPAY_NOTIFY_URL must be an https address without a query');
  return {
    sandbox,
    alipay,
    wechatpay: {
      mchid: get('WECHATPAY_MCHID'),
      appid: get('WECHATPAY_APPID'),
      serialNo: get('WECHATPAY_SERIAL_NO'),
      privateKeyPem: pem(get('WECHATPAY_PRIVATE_KEY')),
      apiV3Key: get('WECHATPAY_APIV3_KEY'),
      platformPublicKeyPem: pem(get('WECHATPAY_PUBLIC_KEY')),
      platformKeyId: get('WECHATPAY_PUBLIC_KEY_ID'),
      notifyUrl: get('WECHATPAY_NOTIFY_URL'),
      baseUrl: env.WECHATPAY_BASE_URL || 'https://api.mch.weixin.qq.com',
    },
  };
}

const ALIPAY_KEYS = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_SELLER_ID',
  'ALIPAY_NOTIFY_URL',
  'ALIPAY_RETURN_URL',
] as const;
/** Certificate mode (公钥证书模式): all three, each a path or the PEM itself; then ALIPAY_PUBLIC_KEY is not used. */
const ALIPAY_CERTS = ['ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'] as const;
/** A merchant's PID (合作伙伴身份): 16 digits starting 2088; a notification's seller_id must be one of ours. */
const ALIPAY_PID = /^2088\d{12}$/;

/**
 * Alipay is on when ALIPAY_APP_ID is set; then its other settings must be there too: ALIPAY_PUBLIC_KEY in
 * public-key mode, or the three certificates in certificate mode.
 */
function loadAlipay(env: NodeJS.ProcessEnv): AlipayConfig | null {
  if (!env.ALIPAY_APP_ID) return null;
  const certMode = ALIPAY_CERTS.some((key) => env[key]);
  const required = [...ALIPAY_KEYS, ...(certMode ? ALIPAY_CERTS : (['ALIPAY_PUBLIC_KEY'] as const))];
  const missing = required.filter((key) => !env[key]);
  if (missing.length > 0) throw new Error(`Alipay is half configured; missing ${missing.join(', ')}`);
  const get = (key: (typeof required)[number]) => env[key] as string;
  const sellerIds = get('ALIPAY_SELLER_ID')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (sellerIds.length === 0 || !sellerIds.every((id) => ALIPAY_PID.test(id)))
    throw new Error(
      'ALIPAY_SELLER_ID must be the merchant PID (16 digits starting 2088), or a comma list of them',
    );
  const appId = get('ALIPAY_APP_ID');
  const privateKeyPem = pem(get('ALIPAY_PRIVATE_KEY'));
  const keys = certMode
    ? readAlipayCerts({
        appId,
        privateKeyPem,
        appCertPem: pem(get('ALIPAY_APP_CERT')),
        alipayPublicCertPem: pem(get('ALIPAY_PUBLIC_CERT')),
        alipayRootCertPem: pem(get('ALIPAY_ROOT_CERT')),
      })
    : { alipayPublicKeyPem: pem(get('ALIPAY_PUBLIC_KEY')), certs: null };
  return {
    appId,
    sellerIds,
    privateKeyPem,
    ...keys,
    notifyUrl: get('ALIPAY_NOTIFY_URL'),
    returnUrl: get('ALIPAY_RETURN_URL'),
    gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
  };
}
