import type { CaptchaKind } from '@app/contract/account';

/**
 * A challenge as GET /captchaImage hands it out: its id, the picture (empty for a hosted widget), which kind
 * the page shows, and the hosted widget's public id.
 */
export interface CaptchaChallenge {
  uuid: string;
  img: string;
  kind: CaptchaKind;
  captchaId?: string;
}

/**
 * Where captchas come from and are checked: the embedded image captcha by default, or a hosted service.
 * `verify` rejects with a ValidationError naming the reason (wrong, expired); a challenge is good for one
 * answer, right or wrong.
 */
export interface CaptchaProvider {
  create(): Promise<CaptchaChallenge>;
  verify(uuid: string, answer: string): Promise<void>;
}
