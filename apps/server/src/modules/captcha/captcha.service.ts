import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/hash';
import type { CaptchaChallenge, CaptchaProvider } from '../../providers/captcha/captcha-provider';
import type { CaptchaRepository } from './captcha.repository';
import { randomCaptchaText, renderCaptchaPng } from './raster-captcha';

/** Produces a picture and its answer; swappable so tests can know the answer without HTTP exposing it. */
export type CaptchaGenerator = () => Promise<{ text: string; png: Buffer }>;

export const rasterCaptchaGenerator: CaptchaGenerator = async () => {
  const text = randomCaptchaText();
  return { text, png: await renderCaptchaPng(text) };
};

const answerHash = (answer: string) => sha256Hex(answer.trim().toLowerCase());

/** The embedded image captcha: a PNG drawn here, its answer's hash kept in the database until used. */
export function createCaptchaService(deps: {
  repo: CaptchaRepository;
  clock: Clock;
  generate?: CaptchaGenerator;
}): CaptchaProvider {
  const generate = deps.generate ?? rasterCaptchaGenerator;
  return {
    async create(): Promise<CaptchaChallenge> {
      const now = deps.clock.now();
      await deps.repo.removeExpired(now);
      const { text, png } = await generate();
      const uuid = randomUUID();
      await deps.repo.insert({
        uuid,
        answerHash: answerHash(text),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      });
      return { uuid, img: `data:image/png;base64,${png.toString('base64')}`, kind: 'image' };
    },

    /** Case-insensitive; the captcha is gone afterwards whatever the outcome. */
    async verify(uuid: string, answer: string): Promise<void> {
      const row = await deps.repo.take(uuid);
      if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime())
        throw new ValidationError(Msg.captchaExpired);
      if (row.answerHash !== answerHash(answer)) throw new ValidationError(Msg.captchaWrong);
    },
  };
}
export type CaptchaService = CaptchaProvider;
