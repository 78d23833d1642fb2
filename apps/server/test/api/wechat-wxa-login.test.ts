import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { WechatMsg } from '@app/contract/wechat';
import { members } from '../../src/db/schema/members';
import { useWechatTestApp } from '../helpers/wechat-test-app';

const MP = { appId: 'wx-mp-1', secret: 'mp-secret' };

const { fake, t, api } = await useWechatTestApp({ miniProgram: MP });

const memberCount = async () => (await t.db.select({ n: count() }).from(members))[0]?.n ?? 0;

/** What WeChat hands the mini-program: the user data encrypted with the session key of the login's code. */
function wechatUserData(sessionKey: string, payload: unknown) {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(sessionKey, 'base64'), iv);
  const ency = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), ency: ency.toString('base64') };
}

/** A fresh wx.login code of this openid, with its own session key. */
function appletCode(code: string, openid: string, unionid?: string) {
  const sessionKey = randomBytes(16).toString('base64');
  fake.appletCode(code, { openid, sessionKey, ...(unionid ? { unionid } : {}) });
  return sessionKey;
}

const userData = (openid: string, extra: Record<string, unknown> = {}) => ({
  openId: openid,
  nickName: '小明',
  avatarUrl: 'https://thirdwx.qlogo.cn/mmopen/b.png',
  watermark: { appid: MP.appId, timestamp: 1_700_000_000 },
  ...extra,
});

describe('GET /api/login/wxa', () => {
  let firstMemberId = 0;

  it("signs in with the decrypted user data: a new member with WeChat's profile, the same one next time", async () => {
    const key = appletCode('wxa-1', 'wxa-openid-1', 'wxa-union-1');
    const { iv, ency } = wechatUserData(key, userData('wxa-openid-1', { unionId: 'wxa-union-1' }));
    const first = await api.get<LoginResult>(Api.wechatLoginWxa, {
      query: { code: 'wxa-1', iv, ency, nickname: '别的名字', unionid: 'wxa-union-1' },
    });
    expect(first).toMatchObject({ code: 200, data: { isTeacher: false, unionid: 'wxa-union-1' } });
    expect(first.data?.token).toEqual(expect.any(String));
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: first.data!.token });
    expect(info.data).toMatchObject({ nickname: '小明', avatar: 'https://thirdwx.qlogo.cn/mmopen/b.png' });
    firstMemberId = first.data!.memberId;

    const key2 = appletCode('wxa-2', 'wxa-openid-1');
    const again = await api.get<LoginResult>(Api.wechatLoginWxa, {
      query: { code: 'wxa-2', ...wechatUserData(key2, userData('wxa-openid-1')) },
    });
    expect(again.data?.memberId).toBe(firstMemberId);
    expect(JSON.stringify(again)).not.toContain(key2);
  });

  it("never takes the unionid the client sends: another member's unionid signs in nobody else", async () => {
    const key = appletCode('wxa-3', 'wxa-openid-3');
    const answer = await api.get<LoginResult>(Api.wechatLoginWxa, {
      query: { code: 'wxa-3', unionid: 'wxa-union-1', ...wechatUserData(key, userData('wxa-openid-3')) },
    });
    expect(answer.code).toBe(200);
    expect(answer.data?.memberId).not.toBe(firstMemberId);
    expect(answer.data?.unionid).toBeNull();
  });

  it('refuses a wrong iv, a changed or junk ciphertext, data of another openid, and creates nobody', async () => {
    const before = await memberCount();
    const key = appletCode('wxa-4', 'wxa-openid-4');
    const good = wechatUserData(key, userData('wxa-openid-4'));
    const flipped = Buffer.from(good.ency, 'base64');
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 0x01;
    const cases = [
      { iv: randomBytes(16).toString('base64'), ency: good.ency },
      { iv: 'not-an-iv', ency: good.ency },
      { iv: good.iv, ency: flipped.toString('base64') },
      { iv: good.iv, ency: '%%%junk%%%' },
      wechatUserData(randomBytes(16).toString('base64'), userData('wxa-openid-4')),
      wechatUserData(key, userData('someone-else')),
    ];
    for (const [i, bad] of cases.entries()) {
      const code = `wxa-4-${i}`;
      fake.appletCode(code, { openid: 'wxa-openid-4', sessionKey: key });
      const answer = await api.get(Api.wechatLoginWxa, { query: { code, ...bad } });
      expect(answer, `case ${i}`).toMatchObject({ code: 400, msg: WechatMsg.userDataInvalid });
    }
    expect(await memberCount()).toBe(before);
  });

  it("refuses another mini-program's user data with its own message", async () => {
    const key = appletCode('wxa-5', 'wxa-openid-5');
    const answer = await api.get(Api.wechatLoginWxa, {
      query: {
        code: 'wxa-5',
        ...wechatUserData(key, userData('wxa-openid-5', { watermark: { appid: 'wx-other' } })),
      },
    });
    expect(answer).toMatchObject({ code: 400, msg: WechatMsg.userDataOtherApp });
  });

  it('refuses a used or unknown code, and a call without the encrypted data, never with a 500', async () => {
    const key = appletCode('wxa-6', 'wxa-openid-6');
    const data = wechatUserData(key, userData('wxa-openid-6'));
    expect((await api.get(Api.wechatLoginWxa, { query: { code: 'wxa-6', ...data } })).code).toBe(200);
    for (const code of ['wxa-6', 'forged']) {
      const answer = await api.get(Api.wechatLoginWxa, { query: { code, ...data } });
      expect(answer).toMatchObject({ code: 400, msg: WechatMsg.codeInvalid });
    }
    expect((await api.get(Api.wechatLoginWxa, { query: { code: 'x' } })).code).toBe(400);
  });
});
