import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openUserData } from './user-data';

const KEY = Buffer.from('0123456789abcdef');
const IV = Buffer.from('fedcba9876543210');

const encrypt = (payload: unknown, key = KEY, iv = IV) => {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]).toString('base64');
};
const open = (encryptedData: string, iv = IV.toString('base64'), appId = 'wx-mp-1') =>
  openUserData({ sessionKey: KEY.toString('base64'), iv, encryptedData, appId });

const payload = {
  openId: 'mp-openid-1',
  nickName: '小明',
  avatarUrl: 'https://thirdwx.qlogo.cn/b.png',
  unionId: 'union-9',
  watermark: { appid: 'wx-mp-1', timestamp: 1_700_000_000 },
};

describe('openUserData', () => {
  it('opens data made with the session key for our appid, Chinese text and all', () => {
    expect(open(encrypt(payload))).toEqual({
      ok: true,
      data: {
        openId: 'mp-openid-1',
        unionId: 'union-9',
        nickName: '小明',
        avatarUrl: 'https://thirdwx.qlogo.cn/b.png',
        watermark: { appid: 'wx-mp-1' },
      },
    });
  });

  it('refuses a wrong iv, a changed or foreign ciphertext, and junk, without throwing', () => {
    const ency = encrypt(payload);
    expect(open(ency, Buffer.from('0000000000000000').toString('base64'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const changed = Buffer.from(ency, 'base64');
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x55;
    expect(open(changed.toString('base64'))).toMatchObject({ reason: 'unreadable' });
    expect(open(encrypt(payload, Buffer.from('another-key-0000')))).toMatchObject({ reason: 'unreadable' });
    expect(open(ency, 'short')).toMatchObject({ reason: 'unreadable' });
    expect(open('%%% not base64 %%%')).toMatchObject({ reason: 'unreadable' });
    expect(open(encrypt({ openId: 'x' }))).toMatchObject({ reason: 'unreadable' });
  });

  it("refuses another mini-program's data", () => {
    expect(open(encrypt({ ...payload, watermark: { appid: 'wx-other' } }))).toEqual({
      ok: false,
      reason: 'otherApp',
    });
  });
});
