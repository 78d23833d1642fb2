export type RequestErrorKind =
  | 'network'
  | 'timeout'
  | 'http'
  | 'session'
  | 'no-permission'
  | 'server'
  | 'business'
  /** Cancelled by the caller's own signal; never toasted. */
  | 'aborted';

/** Rejection of the request wrapper; the message is what the caller may show (SPEC §8). */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** Envelope code, or HTTP status for kind 'http'; null for transport failures. */
  readonly code: number | null;
  /** Message meant for the user (the toast text), which may differ from `message`. */
  readonly userMessage: string;

  constructor(kind: RequestErrorKind, message: string, code: number | null = null, userMessage = message) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
    this.userMessage = userMessage;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
