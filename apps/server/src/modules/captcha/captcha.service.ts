import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/hash';
import type { CaptchaRepository } from './captcha.repository';

/** Produces a picture and its answer; swappable so tests can know the answer without HTTP exposing it. */
export type CaptchaGenerator = () => { text: string; svg: string };

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    // Characters people confuse on a small screen are left out.
    ignoreChars: '0oO1iIlLqg9',
    noise: 2,
    color: true,
    background: '#f5f6f7',
    width: 120,
    height: 40,
    fontSize: 44,
  });
  return { text, svg: data };
};

const answerHash = (answer: string) => sha256Hex(answer.trim().toLowerCase());

export function createCaptchaService(deps: {
  repo: CaptchaRepository;
  clock: Clock;
  generate?: CaptchaGenerator;
}) {
  const generate = deps.generate ?? svgCaptchaGenerator;
  return {
    async create(): Promise<{ uuid: string; img: string }> {
      const now = deps.clock.now();
      await deps.repo.removeExpired(now);
      const { text, svg } = generate();
      const uuid = randomUUID();
      await deps.repo.insert({
        uuid,
        answerHash: answerHash(text),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      });
      return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
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
export type CaptchaService = ReturnType<typeof createCaptchaService>;
