import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { WechatMsg, type JssdkConfig } from '@app/contract/wechat';
import { members } from '../../src/db/schema/members';
import { registerMember } from '../helpers/accounts';
import { startFakeWechat, type FakeWechat } from '../helpers/fake-wechat';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const OA = { appId: 'wx-oa-1', secret: 'oa-secret' };
const MP = { appId: 'wx-mp-1', secret: 'mp-secret' };
const PAGE = 'https://m.example.com/pages/news/details/index?id=3';

let fake: FakeWechat;
let t: TestApp;
let second: TestApp;
let api: ReturnType<typeof client>;
let oaMemberId = 0;

const wechatConfig = () => ({
  apiBase: fake.url,
  officialAccount: OA,
  miniProgram: MP,
  jssdkOrigins: ['https://m.example.com'],
  openBase: 'https://open.weixin.qq.com',
});

beforeAll(async () => {
  fake = await startFakeWechat({ [OA.appId]: OA.secret, [MP.appId]: MP.secret });
  t = await createTestApp({ config: { wechat: wechatConfig() } });
  second = await createTestApp({ shareDatabaseWith: t, config: { wechat: wechatConfig() } });
  api = client(t.app);
});
afterAll(async () => {
  await second.close();
  await t.close();
  await fake.close();
});

const memberCount = async () => (await t.db.select({ n: count() }).from(members))[0]?.n ?? 0;
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('JS-SDK signature', () => {
  it('signs a page of an allowed origin with the current ticket, fetching token and ticket once for many calls', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.get<JssdkConfig>(Api.wechatJssdkTicket, { query: { url: `${PAGE}#comments` } }),
      ),
    );
    expect(fake.counts).toEqual({ token: 1, ticket: 1 });
    for (const answer of answers) {
      const c = answer.data!;
      expect(c.appId).toBe(OA.appId);
      expect(c.signature).toBe(
        sha1(`jsapi_ticket=${fake.ticket}&noncestr=${c.nonceStr}&timestamp=${c.timestamp}&url=${PAGE}`),
      );
    }
  });

  it('refreshes once across two instances after the credentials expire', async () => {
    t.clock.advance(7200 * 1000);
    second.clock.advance(7200 * 1000);
    const before = { ...fake.counts };
    await Promise.all([
      ...Array.from({ length: 5 }, () => api.get(Api.wechatJssdkTicket, { query: { url: PAGE } })),
      ...Array.from({ length: 5 }, () =>
        client(second.app).get(Api.wechatJssdkTicket, { query: { url: PAGE } }),
      ),
    ]);
    expect(fake.counts).toEqual({ token: before.token + 1, ticket: before.ticket + 1 });
  });

  it('refuses a page outside the allowed origins, and a URL that is not one', async () => {
    for (const url of ['https://evil.example.net/x', 'not a url']) {
      const answer = await api.get(Api.wechatJssdkTicket, { query: { url } });
      expect(answer).toMatchObject({ code: 400, msg: WechatMsg.urlNotAllowed });
    }
  });
});

describe('official-account login', () => {
  it("sends the browser to WeChat for a page of an allowed origin, with the caller's state", async () => {
    const answer = await api.get<{ url: string }>(Api.wechatOffiaccountAuthorize, {
      query: { redirect: `${PAGE}&from=login`, state: 'abcDEF12' },
    });
    expect(answer.data?.url).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${OA.appId}&redirect_uri=${encodeURIComponent(`${PAGE}&from=login`)}&response_type=code&scope=snsapi_userinfo&state=abcDEF12#wechat_redirect`,
    );
    const elsewhere = await api.get(Api.wechatOffiaccountAuthorize, {
      query: { redirect: 'https://evil.example.net/', state: 'abcDEF12' },
    });
    expect(elsewhere).toMatchObject({ code: 400, msg: WechatMsg.urlNotAllowed });
  });

  it('creates a member on the first visit and signs the same member in afterwards', async () => {
    fake.oauthCode('code-a1', {
      openid: 'oa-openid-1',
      unionid: 'union-1',
      scope: 'snsapi_userinfo',
      nickname: '老王',
    });
    fake.oauthCode('code-a2', { openid: 'oa-openid-1', unionid: 'union-1' });
    const first = await api.post<LoginResult>(Api.wechatOffiaccountLogin, { code: 'code-a1' });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ isTeacher: false, roles: ['ROLE_DEFAULT'], unionid: 'union-1' });
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: first.data!.token });
    expect(info.data?.nickname).toBe('老王');

    const again = await api.post<LoginResult>(Api.wechatOffiaccountLogin, { code: 'code-a2' });
    expect(again.data?.memberId).toBe(first.data?.memberId);
    oaMemberId = first.data!.memberId;
  });

  it('refuses a reused or forged code and creates nothing', async () => {
    const before = await memberCount();
    for (const code of ['code-a1', 'forged']) {
      const answer = await api.post(Api.wechatOffiaccountLogin, { code });
      expect(answer).toMatchObject({ code: 400, msg: WechatMsg.codeInvalid });
    }
    expect(await memberCount()).toBe(before);
  });
});

describe('mini-program login', () => {
  it('answers a one-time ticket that the web view trades for a session once, within its minute', async () => {
    fake.appletCode('js-1', { openid: 'mp-openid-1', unionid: 'union-1' });
    const login = await api.post<{ ticket: string; expiresInSeconds: number }>(Api.wechatAppletLogin, {
      code: 'js-1',
      platformCode: 'wxApplet',
      appKey: MP.appId,
    });
    expect(login.data?.expiresInSeconds).toBe(60);
    expect(JSON.stringify(login)).not.toContain('secret-session-key');

    const session = await api.post<LoginResult>(Api.wechatTicketExchange, { ticket: login.data!.ticket });
    // The same unionid as the official-account member: one account for both.
    expect(session.data?.memberId).toBe(oaMemberId);
    expect(session.data?.unionid).toBe('union-1');
    const twice = await api.post(Api.wechatTicketExchange, { ticket: login.data!.ticket });
    expect(twice).toMatchObject({ code: 400, msg: WechatMsg.ticketInvalid });

    fake.appletCode('js-2', { openid: 'mp-openid-1' });
    const late = await api.post<{ ticket: string }>(Api.wechatAppletLogin, { code: 'js-2' });
    t.clock.advance(61_000);
    expect(await api.post(Api.wechatTicketExchange, { ticket: late.data!.ticket })).toMatchObject({
      code: 400,
    });
  });

  it("binds the proven phone number, and refuses another account's number", async () => {
    fake.appletCode('js-3', { openid: 'mp-openid-3' });
    const login = await api.post<{ ticket: string }>(Api.wechatAppletLogin, { code: 'js-3' });
    const session = await api.post<LoginResult>(Api.wechatTicketExchange, { ticket: login.data!.ticket });
    const token = session.data!.token;

    fake.phoneCode('phone-1', '13900001111');
    const bound = await api.post<MemberInfo>(Api.wechatAppletPhone, { code: 'phone-1' }, { token });
    expect(bound).toMatchObject({ code: 200, msg: WechatMsg.phoneBound });
    expect(bound.data?.mobile).toBe('139****1111');

    const other = await registerMember(t);
    fake.phoneCode('phone-2', other.mobile);
    const taken = await api.post(Api.wechatAppletPhone, { code: 'phone-2' }, { token });
    expect(taken).toMatchObject({ code: 409, msg: WechatMsg.phoneTaken });
    const [row] = await t.db
      .select({ mobile: members.mobile })
      .from(members)
      .where(eq(members.id, session.data!.memberId));
    expect(row?.mobile).toBe('13900001111');
  });
});

describe('without WeChat settings', () => {
  it('says WeChat is not set up instead of failing', async () => {
    const plain = await createTestApp();
    try {
      const answer = await client(plain.app).get(Api.wechatJssdkTicket, { query: { url: PAGE } });
      expect(answer).toMatchObject({ code: 503, msg: WechatMsg.notConfigured });
    } finally {
      await plain.close();
    }
  });
});
