import type { WechatApp } from './wechat-config';

/** WeChat answered with an error code (or not at all); the code decides what the caller says. */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`wechat ${errcode}: ${errmsg}`);
    this.name = 'WechatApiError';
  }
}

/** Codes after which a cached access_token is no longer valid. */
export const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

export interface Expiring {
  value: string;
  expiresInSeconds: number;
}

export interface OauthIdentity {
  openid: string;
  unionid: string | null;
  accessToken: string;
  scope: string;
}

export interface WechatUser {
  nickname: string | null;
  avatar: string | null;
  unionid: string | null;
}

export interface SessionIdentity {
  openid: string;
  unionid: string | null;
  /** Never leaves the server. */
  sessionKey: string;
}

const TIMEOUT_MS = 10_000;

/** The few WeChat calls this service makes (REFERENCE §1.2–1.5), over fetch with a time-out. */
export function createWechatApi(apiBase: string) {
  async function call<T>(path: string, query: Record<string, string>, body?: unknown): Promise<T> {
    const url = `${apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new WechatApiError(-1, 'unreachable or timed out');
    }
    const json = (await response.json().catch(() => null)) as
      (T & { errcode?: number; errmsg?: string }) | null;
    if (!response.ok || !json) throw new WechatApiError(-1, `http ${response.status}`);
    if (json.errcode) throw new WechatApiError(json.errcode, json.errmsg ?? '');
    return json;
  }

  return {
    async accessToken(app: WechatApp): Promise<Expiring> {
      const r = await call<{ access_token: string; expires_in: number }>('/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: app.appId,
        secret: app.secret,
      });
      return { value: r.access_token, expiresInSeconds: r.expires_in };
    },

    async jsapiTicket(accessToken: string): Promise<Expiring> {
      const r = await call<{ ticket: string; expires_in: number }>('/cgi-bin/ticket/getticket', {
        access_token: accessToken,
        type: 'jsapi',
      });
      return { value: r.ticket, expiresInSeconds: r.expires_in };
    },

    async oauthIdentity(app: WechatApp, code: string): Promise<OauthIdentity> {
      // The order of the query is the documented one (some gateways are picky about it).
      const r = await call<{ access_token: string; openid: string; unionid?: string; scope?: string }>(
        '/sns/oauth2/access_token',
        { appid: app.appId, secret: app.secret, code, grant_type: 'authorization_code' },
      );
      return {
        openid: r.openid,
        unionid: r.unionid ?? null,
        accessToken: r.access_token,
        scope: r.scope ?? '',
      };
    },

    async userInfo(accessToken: string, openid: string): Promise<WechatUser> {
      const r = await call<{ nickname?: string; headimgurl?: string; unionid?: string }>('/sns/userinfo', {
        access_token: accessToken,
        openid,
        lang: 'zh_CN',
      });
      return { nickname: r.nickname ?? null, avatar: r.headimgurl ?? null, unionid: r.unionid ?? null };
    },

    async code2Session(app: WechatApp, code: string): Promise<SessionIdentity> {
      const r = await call<{ openid: string; session_key: string; unionid?: string }>('/sns/jscode2session', {
        appid: app.appId,
        secret: app.secret,
        js_code: code,
        grant_type: 'authorization_code',
      });
      return { openid: r.openid, unionid: r.unionid ?? null, sessionKey: r.session_key };
    },

    async phoneNumber(accessToken: string, code: string): Promise<string> {
      const r = await call<{ phone_info: { purePhoneNumber: string } }>(
        '/wxa/business/getuserphonenumber',
        { access_token: accessToken },
        { code },
      );
      return r.phone_info.purePhoneNumber;
    },
  };
}
export type WechatApi = ReturnType<typeof createWechatApi>;
