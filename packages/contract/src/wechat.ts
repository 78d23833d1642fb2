import { z } from 'zod';

/** Credentials are kept for their lifetime minus this margin (REFERENCE §1.2: 300 s). */
export const WECHAT_CREDENTIAL_MARGIN_MS = 300_000;
/** How long one instance may hold the refresh of a credential before another may take over. */
export const WECHAT_REFRESH_LEASE_MS = 15_000;
/** How long an instance waits for another instance's refresh. */
export const WECHAT_REFRESH_WAIT_MS = 15_000;
/** The mini-program's one-time login ticket lives this long (REFERENCE §2.2: 60 s). */
export const WECHAT_TICKET_TTL_MS = 60_000;
export { WECHAT_JSSDK_FIRST_DELAY_MS, WECHAT_JSSDK_REFRESH_MS } from './wechat-timing';

/** GET /api/wechat/share/ver/2/accessTicket2?url= */
export const jssdkQuery = z.object({ url: z.string().trim().min(1).max(2000) });
export const jssdkConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type JssdkConfig = z.infer<typeof jssdkConfig>;

const code = z.string().trim().min(1).max(512);
/** GET .../offiaccount/authorize?redirect=&state=: where the one-tap login sends the browser. */
export const authorizeQuery = z.object({
  redirect: z.string().trim().min(1).max(2000),
  state: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
});
export const authorizeResult = z.object({ url: z.string() });

/** POST /api/member/wx/auth/ver/2/offiaccount/login */
export const offiaccountLoginBody = z.object({ code });
/** POST /api/member/wx/auth/ver/2/applet/login and .../applet/getUserPhoneNumber */
export const appletBody = z.object({
  code,
  platformCode: z.string().trim().max(32).optional(),
  appKey: z.string().trim().max(64).optional(),
});
/** The mini-program's answer: a one-time ticket for its web-view URL. */
export const appletLoginResult = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
/** POST /api/member/wx/auth/ver/2/ticket/exchange */
export const ticketExchangeBody = z.object({ ticket: z.string().trim().min(16).max(128) });

export const WechatMsg = {
  notConfigured: '未配置微信服务，请使用账号或手机号登录',
  codeInvalid: '微信授权已失效，请重新授权',
  busy: '微信服务繁忙，请稍后重试',
  urlNotAllowed: '该页面地址不能使用微信分享',
  ticketInvalid: '登录凭证无效或已过期，请重新进入小程序',
  phoneTaken: '该手机号已绑定其他账号，请用短信验证码登录后绑定',
  phoneBound: '手机号绑定成功',
  oneTapLogin: '微信一键登录',
  stateMismatch: '登录请求已失效，请重新点击微信登录',
} as const;
