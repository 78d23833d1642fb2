/** A challenge as GET /captchaImage hands it out: its id, and the picture (empty for a hosted widget). */
export interface CaptchaChallenge {
  uuid: string;
  img: string;
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
