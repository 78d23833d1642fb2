/**
 * Business outcome codes carried inside the envelope (SPEC §8, DESIGN §3).
 * Zod-free, so the web client can import it without the schema library.
 * HTTP status stays 200 for all of them; HTTP errors mean transport failures only.
 */
export const ResultCode = {
  ok: 200,
  noPermission: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  /** An image captcha must come with the retry: data is { captchaRequired: true } (SPEC §8). */
  captchaRequired: 428,
  serverError: 500,
  /** An outside service (WeChat, payment) is not set up or does not answer now. */
  unavailable: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];
