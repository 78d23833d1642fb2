/**
 * GeeTest v4 (极验), the hosted captcha a deployment may choose (CAPTCHA_PROVIDER=geetest). The web form
 * loads its script; the server's content security policy then allows the hosts that script loads from.
 */
export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';

/**
 * Every host gt4.js (v4.1.5) and the widget it loads reach: the API hosts it asks for a challenge by JSONP
 * (a script), their fallbacks, the static hosts its code, styles and pictures come from, and its error
 * monitor. A host left out makes the widget fail only when GeeTest falls back to it.
 */
export const GEETEST_ORIGINS = [
  'https://static.geetest.com',
  'https://static.geevisit.com',
  'https://dn-staticdown.qbox.me',
  'https://gcaptcha4.geetest.com',
  'https://gcaptcha4.geevisit.com',
  'https://gcaptcha4.gsensebot.com',
  'https://monitor.geetest.com',
] as const;
