export type RequestErrorKind =
  | 'network'
  | 'timeout'
  | 'http'
  | 'session'
  | 'no-permission'
  | 'server'
  | 'business'
  /** Envelope code 428: the same call must be repeated with an image captcha. */
  | 'captcha'
  /** Cancelled by the caller's own signal; never toasted. */
  | 'aborted';

/** Rejection of the request wrapper; the message is what the caller may show (SPEC §8). */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** Envelope code, or HTTP status for kind 'http'; null for transport failures. */
  readonly code: number | null;
  /** Message meant for the user (the toast text), which may differ from `message`. */
  readonly userMessage: string;
  /** The envelope's data of a refused call (e.g. { captchaRequired: true }); null otherwise. */
  readonly data: unknown;

  constructor(
    kind: RequestErrorKind,
    message: string,
    code: number | null = null,
    userMessage = message,
    data: unknown = null,
  ) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
    this.userMessage = userMessage;
    this.data = data;
  }
}

/**
 * Whether the next try of the refused call must carry an image captcha: a 428 answer, or a refusal
 * (e.g. a wrong password) whose data says that the next attempt will need one.
 */
export function needsCaptcha(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  if (error.kind === 'captcha') return true;
  const data = error.data as { captchaRequired?: unknown } | null;
  return typeof data === 'object' && data !== null && data.captchaRequired === true;
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
