import { ResultCode } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';

/** A business outcome that travels as an envelope code and a user-facing msg. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    /** Optional envelope data (e.g. what a 206 caller lacks); null for most failures. */
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(msg: string = Msg.badRequest) {
    super(ResultCode.badRequest, msg);
  }
}
export class UnauthorizedError extends AppError {
  constructor(msg: string = Msg.sessionExpired) {
    super(ResultCode.unauthorized, msg);
  }
}
export class ForbiddenError extends AppError {
  constructor(msg: string = Msg.status403) {
    super(ResultCode.forbidden, msg);
  }
}
/** 206: content tied to an access module the caller lacks; data says what is needed (SPEC §6). */
export class NoPermissionError extends AppError {
  constructor(msg: string = Msg.noPermission, data: unknown = null) {
    super(ResultCode.noPermission, msg, data);
  }
}
export class NotFoundError extends AppError {
  constructor(msg: string = Msg.notFound) {
    super(ResultCode.notFound, msg);
  }
}
export class ConflictError extends AppError {
  constructor(msg: string) {
    super(ResultCode.conflict, msg);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(msg: string = Msg.tooManyRequests) {
    super(ResultCode.tooManyRequests, msg);
  }
}
/** A failure we can name to the user (e.g. the SMS gateway is down); still code 500. */
export class ServiceUnavailableError extends AppError {
  constructor(msg: string) {
    super(ResultCode.serverError, msg);
  }
}
/** 428: the call must be repeated with an image captcha (missing, wrong or expired). */
export class CaptchaRequiredError extends AppError {
  constructor(msg: string = Msg.captchaRequired) {
    super(ResultCode.captchaRequired, msg, { captchaRequired: true });
  }
}
/** 429 that says when the caller may try again (back-off). */
export class RetryLaterError extends AppError {
  constructor(retryAfterMs: number) {
    super(ResultCode.tooManyRequests, Msg.tryAgainIn(Math.max(1, Math.ceil(retryAfterMs / 1000))), {
      retryAfterMs,
    });
  }
}
