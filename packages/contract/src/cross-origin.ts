/**
 * Who may call the API from a page on another origin, and with what. The native shell (Capacitor 7) serves
 * the built web app from its own origin and calls the API's public address, so every call it makes is
 * cross-origin. Tokens travel in the Authorization header, never in cookies: no credentials mode is needed.
 */

/**
 * Origins of the Capacitor web view with Capacitor 7's defaults: iOS serves the app from
 * capacitor://localhost, Android from https://localhost (androidScheme https since Capacitor 6;
 * http://localhost was Android's scheme before it).
 */
export const NATIVE_APP_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;

/**
 * The request headers a cross-origin page may send: the request wrapper's (SPEC §7: deviceId, clientId,
 * sign, timestamp, mobile, key, crm user id, first parent member id), the bearer token, JSON bodies and
 * idempotent writes. Browsers compare them without regard to case.
 */
export const CROSS_ORIGIN_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'deviceId',
  'clientId',
  'sign',
  'timestamp',
  'mobile',
  'key',
  'crmUserId',
  'parentMemberId',
] as const;

/** The methods the request wrapper uses. */
export const CROSS_ORIGIN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const;

/** How long a browser may reuse a preflight answer: Chromium caps it at 2 hours, Firefox at 24. */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;
