import Fastify from 'fastify';

interface Identity {
  openid: string;
  unionid?: string;
  scope?: string;
  nickname?: string;
  /** The mini-program session key (base64 of 16 bytes) a test encrypts user data with. */
  sessionKey?: string;
}

/**
 * A local stand-in for api.weixin.qq.com speaking the calls of REFERENCE §1.2–1.5: global token and jsapi
 * ticket (counted, expirable), OAuth and mini-program codes (single use) and phone-number codes.
 */
export async function startFakeWechat(apps: Record<string, string>) {
  const app = Fastify();
  const counts = { token: 0, ticket: 0 };
  let validToken: string | null = null;
  let validTicket: string | null = null;
  const oauthCodes = new Map<string, Identity>();
  const appletCodes = new Map<string, Identity>();
  const phoneCodes = new Map<string, string>();
  const used = new Set<string>();
  let phoneCalls = 0;
  const error = (errcode: number, errmsg: string) => ({ errcode, errmsg });

  const takeCode = <T>(codes: Map<string, T>, code: string | undefined): T | number => {
    if (!code || !codes.has(code)) return 40029;
    if (used.has(code)) return 40163;
    used.add(code);
    return codes.get(code) as T;
  };

  app.get('/cgi-bin/token', async (request) => {
    const q = request.query as Record<string, string>;
    if (!q.appid || apps[q.appid] !== q.secret) return error(40125, 'invalid appsecret');
    counts.token += 1;
    validToken = `token-${counts.token}`;
    return { access_token: validToken, expires_in: 7200 };
  });
  app.get('/cgi-bin/ticket/getticket', async (request) => {
    const q = request.query as Record<string, string>;
    if (q.access_token !== validToken) return error(42001, 'access_token expired');
    counts.ticket += 1;
    validTicket = `ticket-${counts.ticket}`;
    return { errcode: 0, errmsg: 'ok', ticket: validTicket, expires_in: 7200 };
  });
  app.get('/sns/oauth2/access_token', async (request) => {
    const q = request.query as Record<string, string>;
    if (!q.appid || apps[q.appid] !== q.secret) return error(40125, 'invalid appsecret');
    const found = takeCode(oauthCodes, q.code);
    if (typeof found === 'number') return error(found, 'invalid code');
    return {
      access_token: `user-token-${found.openid}`,
      expires_in: 7200,
      refresh_token: 'r',
      openid: found.openid,
      scope: found.scope ?? 'snsapi_base',
      ...(found.unionid ? { unionid: found.unionid } : {}),
    };
  });
  app.get('/sns/userinfo', async (request) => {
    const q = request.query as Record<string, string>;
    const identity = [...oauthCodes.values()].find((i) => `user-token-${i.openid}` === q.access_token);
    if (!identity || q.openid !== identity.openid) return error(40001, 'invalid credential');
    return {
      openid: identity.openid,
      nickname: identity.nickname ?? '微信用户',
      headimgurl: 'https://thirdwx.qlogo.cn/a.png',
    };
  });
  app.get('/sns/jscode2session', async (request) => {
    const q = request.query as Record<string, string>;
    if (!q.appid || apps[q.appid] !== q.secret) return error(40125, 'invalid appsecret');
    const found = takeCode(appletCodes, q.js_code);
    if (typeof found === 'number') return error(found, 'invalid code');
    return {
      openid: found.openid,
      session_key: found.sessionKey ?? 'secret-session-key',
      ...(found.unionid ? { unionid: found.unionid } : {}),
    };
  });
  app.post('/wxa/business/getuserphonenumber', async (request) => {
    phoneCalls += 1;
    const q = request.query as Record<string, string>;
    if (q.access_token !== validToken) return error(42001, 'access_token expired');
    const found = takeCode(phoneCodes, (request.body as { code?: string }).code);
    if (typeof found === 'number') return error(found, 'invalid code');
    return {
      errcode: 0,
      errmsg: 'ok',
      phone_info: {
        phoneNumber: found,
        purePhoneNumber: found,
        countryCode: '86',
        watermark: { timestamp: 1, appid: 'x' },
      },
    };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    /** Phone-number calls received (each success is billed by WeChat). */
    get phoneCalls() {
      return phoneCalls;
    },
    get ticket() {
      return validTicket;
    },
    oauthCode(code: string, identity: Identity) {
      oauthCodes.set(code, identity);
    },
    appletCode(code: string, identity: Identity) {
      appletCodes.set(code, identity);
    },
    phoneCode(code: string, mobile: string) {
      phoneCodes.set(code, mobile);
    },
    /** WeChat rotates the token: the one handed out before no longer works. */
    revokeToken() {
      validToken = null;
    },
    close: () => app.close(),
  };
}
export type FakeWechat = Awaited<ReturnType<typeof startFakeWechat>>;
