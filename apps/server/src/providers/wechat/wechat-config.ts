import { z } from 'zod';

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const wechatEnv = z.object({
  /** The WeChat API origin; tests point it at a local fake. */
  WECHAT_API_BASE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
  ),
  WECHAT_OA_APP_ID: optional,
  WECHAT_OA_APP_SECRET: optional,
  WECHAT_MP_APP_ID: optional,
  WECHAT_MP_APP_SECRET: optional,
  /**
   * Origins whose pages may ask for a JS-SDK signature and be the one-tap login's way back (the official
   * account's JS safe and OAuth domains).
   */
  WECHAT_JSSDK_ORIGINS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^https?:\/\/[^/\s?#]+\/*$/, 'must list origins like https://m.example.com')
            // The form browsers give (lower-case host, no default port), as a page's URL compares to it.
            .transform((origin) => new URL(origin).origin),
        ),
      )
      .optional(),
  ),
  /** The OAuth authorize origin (open.weixin.qq.com). */
  WECHAT_OPEN_BASE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).default('https://open.weixin.qq.com'),
  ),
});

export interface WechatApp {
  appId: string;
  secret: string;
}

export interface WechatConfig {
  apiBase: string;
  /** The official account (web view: JS-SDK, OAuth login); unset: those calls say WeChat is not set up. */
  officialAccount: WechatApp | null;
  /** The mini-program (login, phone number). */
  miniProgram: WechatApp | null;
  /** Empty: only pages on the developer's own machine (development; production refuses to start). */
  jssdkOrigins: string[];
  openBase: string;
}

const app = (appId: string | undefined, secret: string | undefined): WechatApp | null =>
  appId && secret ? { appId, secret } : null;

/**
 * Reads the WeChat settings; throws with the variable's name when one is malformed, and in production when
 * the official account is on without the origins it may serve (they are never taken from a request).
 */
export function loadWechatConfig(env: NodeJS.ProcessEnv, production: boolean): WechatConfig {
  const parsed = wechatEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const e = parsed.data;
  const officialAccount = app(e.WECHAT_OA_APP_ID, e.WECHAT_OA_APP_SECRET);
  const jssdkOrigins = e.WECHAT_JSSDK_ORIGINS ?? [];
  if (production && officialAccount && jssdkOrigins.length === 0)
    throw new Error('WECHAT_JSSDK_ORIGINS: required in production when WECHAT_OA_APP_ID is set');
  return {
    apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
    officialAccount,
    miniProgram: app(e.WECHAT_MP_APP_ID, e.WECHAT_MP_APP_SECRET),
    jssdkOrigins,
    openBase: e.WECHAT_OPEN_BASE.replace(/\/+$/, ''),
  };
}
