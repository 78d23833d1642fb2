import { z } from 'zod';

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const captchaEnv = z.object({
  CAPTCHA_PROVIDER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['image', 'geetest']).default('image'),
  ),
  GEETEST_CAPTCHA_ID: optional,
  GEETEST_CAPTCHA_KEY: optional,
  /** GeeTest's verify origin; tests point it at a local fake. */
  GEETEST_API_BASE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).default('https://gcaptcha4.geetest.com'),
  ),
  CAPTCHA_TEST_ANSWER: optional,
  NODE_ENV: optional,
});

export interface GeetestConfig {
  captchaId: string;
  captchaKey: string;
  apiBase: string;
}

export interface CaptchaConfig {
  provider: 'image' | 'geetest';
  geetest?: GeetestConfig;
  /** Every captcha also takes this answer (end-to-end tests); refused in production. */
  testAnswer?: string | undefined;
}

export const defaultCaptchaConfig: CaptchaConfig = { provider: 'image' };

/** Reads the captcha settings; throws naming the variable when one is missing, malformed or unsafe. */
export function loadCaptchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig {
  const parsed = captchaEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const e = parsed.data;
  if (e.CAPTCHA_TEST_ANSWER && e.NODE_ENV === 'production')
    throw new Error(
      'CAPTCHA_TEST_ANSWER: must not be set when NODE_ENV=production (every captcha would take it)',
    );
  if (e.CAPTCHA_PROVIDER === 'image') return { provider: 'image', testAnswer: e.CAPTCHA_TEST_ANSWER };
  if (!e.GEETEST_CAPTCHA_ID || !e.GEETEST_CAPTCHA_KEY)
    throw new Error('GEETEST_CAPTCHA_ID, GEETEST_CAPTCHA_KEY: required when CAPTCHA_PROVIDER=geetest');
  return {
    provider: 'geetest',
    geetest: {
      captchaId: e.GEETEST_CAPTCHA_ID,
      captchaKey: e.GEETEST_CAPTCHA_KEY,
      apiBase: e.GEETEST_API_BASE.replace(/\/+$/, ''),
    },
    testAnswer: e.CAPTCHA_TEST_ANSWER,
  };
}
