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
/** POST /api/member/wx/auth/ver/2/applet/login */
export const appletBody = z.object({
  code,
  platformCode: z.string().trim().max(32).optional(),
  appKey: z.string().trim().max(64).optional(),
});
/** The mini-program's answer: a one-time ticket for its web-view URL. */
export const appletLoginResult = z.object({ ticket: z.string(), expiresInSeconds: int4 });
const ticket = z.string().trim().min(16).max(128);
/** POST /api/member/wx/auth/ver/2/ticket/exchange */
export const ticketExchangeBody = z.object({ ticket });
/**
 * POST .../applet/phone/ticket (a member): a one-time ticket, bound to the member, that the web app hands
 * the mini-program's phone page (which has no session of its own).
 */
export const phoneTicketResult = appletLoginResult;
export type PhoneTicketResult = z.infer<typeof phoneTicketResult>;
/**
 * POST .../applet/getUserPhoneNumber: the phone button's code, for the member of the phone ticket (no
 * session needed), or else of the Bearer session.
 */
export const appletPhoneBody = appletBody.extend({ ticket: ticket.optional() });

// Base64, checked when opened: a malformed one gets the same clear refusal as a wrong one.
const base64 = (max: number) => z.string().trim().min(1).max(max);
/**
 * GET /api/login/wxa: the mini-program login with WeChat's encrypted user data (`ency`, its `iv`), opened
 * with the session key of `code`. `unionid`, `nickname` and `avatar` are what the client says: the unionid is
 * never trusted (the decrypted data and code2Session name it), the others only fill a new member's profile
 * when the decrypted data has none.
 */
export const wxaLoginQuery = z.object({
  code,
  iv: base64(64),
  ency: base64(16_384),
  unionid: z.string().trim().max(128).optional(),
  nickname: z.string().trim().max(64).optional(),
  avatar: z
    .string()
    .trim()
    .max(1000)
    .regex(/^https:\/\/\S+$/)
    .optional(),
});
export type WxaLoginQuery = z.infer<typeof wxaLoginQuery>;
