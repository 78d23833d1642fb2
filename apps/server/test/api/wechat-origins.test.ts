import { describe, expect, it } from 'vitest';
import { Api } from '@app/contract/paths';
import { WechatMsg, type JssdkConfig } from '@app/contract/wechat';
import { useWechatTestApp } from '../helpers/wechat-test-app';

const OA = { appId: 'wx-oa-1', secret: 'oa-secret' };
// inject speaks plain http, so the request's own origin (as the old code derived it) is http://.
const EVIL = 'http://evil.example.net';

// A development server with the official account on and no WECHAT_JSSDK_ORIGINS: nothing in a request may
// widen the origins it signs for or sends the one-tap login back to.
const { fake, api } = await useWechatTestApp({ officialAccount: OA });

const spoofed = { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' };

describe('WeChat origins without WECHAT_JSSDK_ORIGINS', () => {
  it('signs no page of the site a spoofed Host names', async () => {
    const answer = await api.get<JssdkConfig>(Api.wechatJssdkTicket, {
      query: { url: `${EVIL}/pages/index` },
      headers: spoofed,
    });
    expect(answer).toMatchObject({ code: 400, msg: WechatMsg.urlNotAllowed });
    expect(answer.data ?? null).toBeNull();
    expect(fake.counts.ticket).toBe(0);
  });

  it('sends the one-tap login back to no site a spoofed Host names', async () => {
    const answer = await api.get<{ url: string }>(Api.wechatOffiaccountAuthorize, {
      query: { redirect: `${EVIL}/pages/login/index`, state: 'abcDEF12' },
      headers: spoofed,
    });
    expect(answer).toMatchObject({ code: 400, msg: WechatMsg.urlNotAllowed });
    expect(answer.data ?? null).toBeNull();
  });

  it('still serves a page on this machine (development), whatever the Host says', async () => {
    const page = 'http://localhost:5173/pages/index';
    const signed = await api.get<JssdkConfig>(Api.wechatJssdkTicket, {
      query: { url: page },
      headers: spoofed,
    });
    expect(signed.code).toBe(200);
    expect(signed.data?.appId).toBe(OA.appId);
    const login = await api.get<{ url: string }>(Api.wechatOffiaccountAuthorize, {
      query: { redirect: 'http://127.0.0.1:8080/pages/login/index', state: 'abcDEF12' },
    });
    expect(login.data?.url).toContain(encodeURIComponent('http://127.0.0.1:8080/pages/login/index'));
  });
});
