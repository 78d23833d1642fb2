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
  /** Origins whose pages may ask for a JS-SDK signature (the official account's JS safe domains). */
  WECHAT_JSSDK_ORIGINS: optional,
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
  jssdkOrigins: string[];
  openBase: string;
}

const app = (appId: string | undefined, secret: string | undefined): WechatApp | null =>
  appId && secret ? { appId, secret } : null;

/** Reads the WeChat settings; throws with the variable's name when one is malformed. */
export function loadWechatConfig(env: NodeJS.ProcessEnv): WechatConfig {
  const parsed = wechatEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const e = parsed.data;
  return {
    apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
    officialAccount: app(e.WECHAT_OA_APP_ID, e.WECHAT_OA_APP_SECRET),
    miniProgram: app(e.WECHAT_MP_APP_ID, e.WECHAT_MP_APP_SECRET),
    jssdkOrigins: (e.WECHAT_JSSDK_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    openBase: e.WECHAT_OPEN_BASE.replace(/\/+$/, ''),
  };
}
