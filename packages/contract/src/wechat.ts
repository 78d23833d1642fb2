import { z } from 'zod';
import { int4, int8 } from './ids';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './wechat-constants';
export * from './wechat-msg';

/** GET /api/wechat/share/ver/2/accessTicket2?url= */
export const jssdkQuery = z.object({ url: z.string().trim().min(1).max(2000) });
export const jssdkConfig = z.object({
  appId: z.string(),
  timestamp: int8,
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
export const appletLoginResult = z.object({ ticket: z.string(), expiresInSeconds: int4 });
/** POST /api/member/wx/auth/ver/2/ticket/exchange */
export const ticketExchangeBody = z.object({ ticket: z.string().trim().min(16).max(128) });
