import { createRequire } from 'node:module';
import type { AlipaySdk as AlipaySdkClass } from 'alipay-sdk';

/**
 * alipay-sdk is loaded only in certificate mode: it costs about a second and 30 MB at start (urllib and
 * the rest come with it), which a server without Alipay certificates should not pay.
 */
const loadSdk = () =>
  (createRequire(import.meta.url)('alipay-sdk') as { AlipaySdk: typeof AlipaySdkClass }).AlipaySdk;

/** What certificate mode (公钥证书模式) adds to public-key mode: serial numbers, and Alipay's key from its certificate. */
export interface AlipayCertMode {
  /** Sent as app_cert_sn on every request: MD5 of the app certificate's issuer and serial. */
  appCertSn: string;
  /** Sent as alipay_root_cert_sn: the serials of the RSA-signed certificates of Alipay's root chain, joined by _. */
  alipayRootCertSn: string;
  /** The serial of Alipay's certificate, which its answers name (alipay_cert_sn) when it signs with it. */
  alipayCertSn: string;
}

/**
 * Reads the three certificates of Alipay's certificate mode (PEM text). The serial-number rules (issuer
 * order, decimal serial, which root certificates count) are alipay-sdk's, the official SDK's, so they match
 * what the gateway computes; the SDK is used for nothing else here.
 */
export function readAlipayCerts(input: {
  appId: string;
  privateKeyPem: string;
  appCertPem: string;
  alipayPublicCertPem: string;
  alipayRootCertPem: string;
}): { certs: AlipayCertMode; alipayPublicKeyPem: string } {
  const AlipaySdk = loadSdk();
  const { config } = new AlipaySdk({
    appId: input.appId,
    privateKey: input.privateKeyPem,
    keyType: 'PKCS8',
    appCertContent: input.appCertPem,
    alipayPublicCertContent: input.alipayPublicCertPem,
    alipayRootCertContent: input.alipayRootCertPem,
  });
  if (!config.appCertSn || !config.alipayCertSn || !config.alipayRootCertSn || !config.alipayPublicKey)
    throw new Error(
      'Alipay certificates could not be read (ALIPAY_APP_CERT, ALIPAY_PUBLIC_CERT, ALIPAY_ROOT_CERT)',
    );
  return {
    certs: {
      appCertSn: config.appCertSn,
      alipayCertSn: config.alipayCertSn,
      alipayRootCertSn: config.alipayRootCertSn,
    },
    alipayPublicKeyPem: config.alipayPublicKey,
  };
}
