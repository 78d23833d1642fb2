import { randomBytes } from 'node:crypto';
import {
  WECHAT_PHONE_TICKET_TTL_MS,
  WECHAT_TICKET_PRUNE_BATCH,
  WECHAT_TICKET_TTL_MS,
  WechatMsg,
  type JssdkConfig,
  type WxaLoginQuery,
} from '@app/contract/wechat';
import { ResultCode } from '@app/contract/result-code';
import { AppError, ConflictError, UnauthorizedError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { newToken, sha256Hex } from '../../lib/hash';
import {
  STALE_TOKEN_CODES,
  WechatApiError,
  type SessionIdentity,
  type WechatApi,
} from '../../providers/wechat/wechat-api';
import type { WechatApp, WechatConfig } from '../../providers/wechat/wechat-config';
import type { AccountService, CallerContext, SignedIn } from '../account/account.service';
import { jssdkSignature } from './jssdk-signature';
import { isAllowedPage } from './page-origin';
import { openUserData } from './user-data';
import type { WechatCredentials } from './wechat-credentials';
import type { WechatIdentityRepository } from './wechat-identity.repository';

/** WeChat is not set up on this deployment: a clear refusal, not a crash. */
class WechatNotConfiguredError extends AppError {
  constructor() {
    super(ResultCode.unavailable, WechatMsg.notConfigured);
  }
}

/** Turns WeChat's error codes into what a member can act on; nothing of WeChat's answer is echoed. */
function refusal(error: unknown): never {
  if (error instanceof WechatApiError) {
    // 40029 invalid code, 40163 code used, 40226 high-risk user: the code must be asked for again.
    if ([40029, 40163, 40226, 41008].includes(error.errcode))
      throw new ValidationError(WechatMsg.codeInvalid);
    throw new AppError(ResultCode.unavailable, WechatMsg.busy);
  }
  throw error;
}

export function createWechatService(deps: {
  config: WechatConfig;
  api: WechatApi;
  credentials: WechatCredentials;
  identities: WechatIdentityRepository;
  accounts: Pick<AccountService, 'signIn' | 'createLinkedMember' | 'bindVerifiedMobile'>;
  clock: Clock;
}) {
  const { config, api, credentials, identities, accounts, clock } = deps;

  const required = (app: WechatApp | null): WechatApp => {
    if (!app) throw new WechatNotConfiguredError();
    return app;
  };

  const accessToken = (app: WechatApp) =>
    credentials.get(app.appId, 'access_token', () => api.accessToken(app));

  /** A call with the app's access_token; a token WeChat calls stale is dropped and the call made once more. */
  async function withToken<T>(app: WechatApp, run: (token: string) => Promise<T>): Promise<T> {
    try {
      return await run(await accessToken(app));
    } catch (error) {
      if (!(error instanceof WechatApiError) || !STALE_TOKEN_CODES.has(error.errcode)) throw error;
      await credentials.invalidate(app.appId, 'access_token');
      return run(await accessToken(app));
    }
  }

  /** Finds the member of a WeChat identity, or creates one, and links the identity to it. */
  async function memberOf(
    app: WechatApp,
    identity: { openid: string; unionid: string | null },
    profile: () => Promise<{ nickname: string | null; avatar: string | null }>,
    caller: CallerContext,
  ): Promise<number> {
    let memberId = await identities.findMember(app.appId, identity.openid, identity.unionid);
    if (memberId === null) {
      const { nickname, avatar } = await profile();
      memberId = (await accounts.createLinkedMember({ nickname, avatar, unionid: identity.unionid }, caller))
        .id;
    }
    await identities.link(app.appId, identity.openid, identity.unionid, memberId);
    return memberId;
  }

  /**
   * A one-time ticket (only its hash is kept) for one purpose, naming the member. Each issue also deletes a
   * bounded batch of used and expired tickets: no schedule to run once across instances, and a deployment
   * that issues no tickets keeps no more than it had.
   */
  async function issueTicket(memberId: number, purpose: 'login' | 'phone', ttlMs: number) {
    const ticket = newToken();
    const now = clock.now();
    await identities.pruneTickets(now, WECHAT_TICKET_PRUNE_BATCH);
    await identities.insertTicket(sha256Hex(ticket), memberId, new Date(now.getTime() + ttlMs), purpose);
    return { ticket, expiresInSeconds: ttlMs / 1000 };
  }

  return {
    /** The JS-SDK configuration for a page of an allowed origin (SPEC §4, REFERENCE §1.1). */
    async jssdkConfig(pageUrl: string): Promise<JssdkConfig> {
      const app = required(config.officialAccount);
      if (!isAllowedPage(pageUrl, config.jssdkOrigins)) throw new ValidationError(WechatMsg.urlNotAllowed);
      try {
        const ticket = await credentials.get(app.appId, 'jsapi_ticket', () =>
          withToken(app, (token) => api.jsapiTicket(token)),
        );
        const timestamp = Math.floor(clock.now().getTime() / 1000);
        const nonceStr = randomBytes(12).toString('base64url');
        return {
          appId: app.appId,
          timestamp,
          nonceStr,
          signature: jssdkSignature({ ticket, nonceStr, timestamp, url: pageUrl }),
        };
      } catch (error) {
        refusal(error);
      }
    },

    /**
     * Where the one-tap login sends the browser (REFERENCE §1.3): WeChat asks the user, then comes back to
     * `redirect` (a page of an allowed origin) with a code and the caller's state.
     */
    authorizeUrl(redirect: string, state: string): string {
      const app = required(config.officialAccount);
      if (!isAllowedPage(redirect, config.jssdkOrigins)) throw new ValidationError(WechatMsg.urlNotAllowed);
      // The order of the query is WeChat's documented one; #wechat_redirect is required.
      const query = [
        `appid=${encodeURIComponent(app.appId)}`,
        `redirect_uri=${encodeURIComponent(redirect)}`,
        'response_type=code',
        'scope=snsapi_userinfo',
        `state=${state}`,
      ].join('&');
      return `${config.openBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },

    /** One-tap login in the WeChat web view: the OAuth code names the member (created on first visit). */
    async officialAccountLogin(code: string, caller: CallerContext): Promise<SignedIn> {
      const app = required(config.officialAccount);
      try {
        const identity = await api.oauthIdentity(app, code);
        const memberId = await memberOf(
          app,
          identity,
          async () =>
            identity.scope.includes('snsapi_userinfo')
              ? api.userInfo(identity.accessToken, identity.openid)
              : { nickname: null, avatar: null },
          caller,
        );
        return await accounts.signIn(memberId, caller);
      } catch (error) {
        refusal(error);
      }
    },

    /** Mini-program login: the code names the member; the answer is a one-time ticket for the web view. */
    async appletLogin(
      code: string,
      caller: CallerContext,
    ): Promise<{ ticket: string; expiresInSeconds: number }> {
      const app = required(config.miniProgram);
      try {
        const identity = await api.code2Session(app, code);
        const memberId = await memberOf(
          app,
          identity,
          async () => ({ nickname: null, avatar: null }),
          caller,
        );
        return await issueTicket(memberId, 'login', WECHAT_TICKET_TTL_MS);
      } catch (error) {
        refusal(error);
      }
    },

    /**
     * Mini-program login with WeChat's encrypted user data (SPEC §7 GET /api/login/wxa): the code's session
     * key opens it; the member is found or created by the openid and the unionid WeChat names (the one the
     * client sends is never taken), with the decrypted profile.
     */
    async appletUserLogin(query: WxaLoginQuery, caller: CallerContext): Promise<SignedIn> {
      const app = required(config.miniProgram);
      let identity: SessionIdentity;
      try {
        identity = await api.code2Session(app, query.code);
      } catch (error) {
        refusal(error);
      }
      const opened = openUserData({
        sessionKey: identity.sessionKey,
        iv: query.iv,
        encryptedData: query.ency,
        appId: app.appId,
      });
      if (!opened.ok)
        throw new ValidationError(
          opened.reason === 'otherApp' ? WechatMsg.userDataOtherApp : WechatMsg.userDataInvalid,
        );
      const user = opened.data;
      // Data of another user of ours (the same key is never given out twice, but the openid must agree).
      if (user.openId && user.openId !== identity.openid)
        throw new ValidationError(WechatMsg.userDataInvalid);
      const unionid = identity.unionid ?? user.unionId ?? null;
      try {
        const memberId = await memberOf(
          app,
          { openid: identity.openid, unionid },
          async () => ({
            nickname: user.nickName ?? query.nickname ?? null,
            avatar: user.avatarUrl ?? query.avatar ?? null,
          }),
          caller,
        );
        return await accounts.signIn(memberId, caller);
      } catch (error) {
        refusal(error);
      }
    },

    /** The web view trades the ticket for its session, once, within its minute. */
    async exchangeTicket(ticket: string, caller: CallerContext): Promise<SignedIn> {
      const memberId = await identities.useTicket(sha256Hex(ticket), clock.now(), 'login');
      if (memberId === null) throw new ValidationError(WechatMsg.ticketInvalid);
      return accounts.signIn(memberId, caller);
    },

    /** A one-time ticket for the mini-program's phone page, bound to this member (SPEC §7 phone binding). */
    async phoneTicket(memberId: number): Promise<{ ticket: string; expiresInSeconds: number }> {
      required(config.miniProgram);
      return issueTicket(memberId, 'phone', WECHAT_PHONE_TICKET_TTL_MS);
    },

    /**
     * The mini-program's phone number button: binds the proven number to the member of the phone ticket
     * (redeemed once, before WeChat's paid number call), or else of the session. A ticket of one member sent
     * with another member's session is refused like an unknown one.
     */
    async bindAppletPhone(
      code: string,
      by: { ticket?: string | undefined; sessionMemberId?: number | null },
    ) {
      const app = required(config.miniProgram);
      let memberId: number;
      if (by.ticket) {
        const owner = await identities.useTicket(sha256Hex(by.ticket), clock.now(), 'phone');
        if (owner === null || (by.sessionMemberId != null && by.sessionMemberId !== owner))
          throw new ValidationError(WechatMsg.phoneTicketInvalid);
        memberId = owner;
      } else if (by.sessionMemberId != null) {
        memberId = by.sessionMemberId;
      } else {
        throw new UnauthorizedError();
      }
      let mobile: string;
      try {
        mobile = await withToken(app, (token) => api.phoneNumber(token, code));
      } catch (error) {
        refusal(error);
      }
      try {
        return await accounts.bindVerifiedMobile(memberId, mobile);
      } catch (error) {
        if (error instanceof AppError && error.code === ResultCode.conflict)
          throw new ConflictError(WechatMsg.phoneTaken);
        throw error;
      }
    },
  };
}
export type WechatService = ReturnType<typeof createWechatService>;
