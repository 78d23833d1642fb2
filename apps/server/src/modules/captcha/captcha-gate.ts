import type { CaptchaAnswer } from '@app/contract/account';
import { AppError, CaptchaRequiredError } from '../../errors';

export interface CaptchaChecker {
  /** Uses the captcha up; rejects when it is wrong or expired. */
  verify(uuid: string, answer: string): Promise<void>;
}

/**
 * The captcha step of a throttled call. An answer that came along is checked (and used up) whether or not
 * one is due, so a client that keeps showing the picture is never refused for it; a wrong one is a 428 with
 * the reason, so the client shows a fresh picture. Without an answer, a due captcha is a 428 too.
 * Resolves whether an answer was verified.
 */
export async function verifyCaptchaOrAsk(
  captcha: CaptchaChecker,
  answer: Partial<CaptchaAnswer>,
  due: boolean,
): Promise<boolean> {
  if (answer.captchaCode && answer.uuid) {
    try {
      await captcha.verify(answer.uuid, answer.captchaCode);
    } catch (error) {
      if (error instanceof AppError) throw new CaptchaRequiredError(error.msg);
      throw error;
    }
    return true;
  }
  if (due) throw new CaptchaRequiredError();
  return false;
}
