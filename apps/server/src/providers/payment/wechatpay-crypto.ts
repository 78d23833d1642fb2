import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/** WeChat Pay API v3 signing rules (REFERENCE §4.1); pure functions so the fake server in tests shares them. */

/** The request signature message: METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n. */
export const requestMessage = (
  method: string,
  urlPath: string,
  timestamp: string,
  nonce: string,
  body: string,
) => `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;

/** The message of a response or notification signature: TIMESTAMP\nNONCE\nBODY\n. */
export const responseMessage = (timestamp: string, nonce: string, body: string) =>
  `${timestamp}\n${nonce}\n${body}\n`;

export const rsaSign = (message: string, privateKeyPem: string) =>
  createSign('RSA-SHA256').update(message).sign(privateKeyPem, 'base64');

export const rsaVerify = (message: string, signature: string, publicKeyPem: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
};

export const nonceStr = () => randomBytes(16).toString('hex');

/** Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…". */
export function authorizationHeader(opts: {
  mchid: string;
  serialNo: string;
  privateKeyPem: string;
  method: string;
  urlPath: string;
  body: string;
  timestamp: string;
  nonce: string;
}): string {
  const signature = rsaSign(
    requestMessage(opts.method, opts.urlPath, opts.timestamp, opts.nonce, opts.body),
    opts.privateKeyPem,
  );
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${opts.mchid}",nonce_str="${opts.nonce}",` +
    `signature="${signature}",timestamp="${opts.timestamp}",serial_no="${opts.serialNo}"`
  );
}

/** Reads the fields of an Authorization header (the fake server checks them). */
export function parseAuthorization(header: string): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048\s+(.+)$/.exec(header);
  if (!match?.[1]) return null;
  const fields: Record<string, string> = {};
  for (const part of match[1].matchAll(/(\w+)="([^"]*)"/g)) fields[part[1] as string] = part[2] as string;
  return fields;
}

/** AEAD_AES_256_GCM with the 32-byte APIv3 key; the tag is the last 16 bytes of the ciphertext. */
export function decryptResource(
  resource: { ciphertext: string; nonce: string; associated_data?: string },
  apiV3Key: string,
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(tag);
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
