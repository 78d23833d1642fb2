import { createDecipheriv } from 'node:crypto';

/** The fields of WeChat's decrypted user data this service reads (wx.getUserInfo's encryptedData). */
export interface WechatUserData {
  openId?: string;
  unionId?: string;
  nickName?: string;
  avatarUrl?: string;
  watermark: { appid: string; timestamp?: number };
}

export type OpenedUserData =
  | { ok: true; data: WechatUserData }
  /** `unreadable`: wrong key, iv or ciphertext; `otherApp`: made for another mini-program. */
  | { ok: false; reason: 'unreadable' | 'otherApp' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Opens the mini-program's encrypted user data: AES-128-CBC, PKCS#7, key = base64 session_key, iv = base64
 * iv, all from WeChat. The data must be made for our appid (its watermark), else another mini-program's
 * user could sign in here.
 */
export function openUserData(input: {
  sessionKey: string;
  iv: string;
  encryptedData: string;
  appId: string;
}): OpenedUserData {
  let parsed: unknown;
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      Buffer.from(input.sessionKey, 'base64'),
      Buffer.from(input.iv, 'base64'),
    );
    const plain = Buffer.concat([
      decipher.update(Buffer.from(input.encryptedData, 'base64')),
      decipher.final(),
    ]);
    parsed = JSON.parse(plain.toString('utf8'));
  } catch {
    // A key or iv of the wrong length, bad padding, or bytes that are not JSON: all the same to the caller.
    return { ok: false, reason: 'unreadable' };
  }
  if (!isRecord(parsed) || !isRecord(parsed.watermark) || typeof parsed.watermark.appid !== 'string')
    return { ok: false, reason: 'unreadable' };
  if (parsed.watermark.appid !== input.appId) return { ok: false, reason: 'otherApp' };
  const text = (key: string) => (typeof parsed[key] === 'string' && parsed[key] ? parsed[key] : undefined);
  return {
    ok: true,
    data: {
      openId: text('openId'),
      unionId: text('unionId'),
      nickName: text('nickName'),
      avatarUrl: text('avatarUrl'),
      watermark: { appid: parsed.watermark.appid },
    },
  };
}
