/**
 * Where the web app and its API live. Both must be business domains (业务域名) of this mini-program;
 * a release build replaces them with the production origin.
 */
export const WEB_BASE = 'https://m.example.com';
export const API_BASE = WEB_BASE;
/** Sent with the login so the server knows which of its mini-programs asks (SPEC §7 applet login). */
export const PLATFORM_CODE = 'wxApplet';
export const APP_KEY = 'touristappid';
/** This shell's build, appended to the web-view address so a new release never shows a cached page. */
export const BUILD = '2.0.33';
