import { describe, expect, it } from 'vitest';
import { Msg } from '@app/contract/messages';
import { ValidationError } from '../../errors';
import type { CaptchaProvider } from './captcha-provider';
import { withTestAnswer } from './test-answer';

/** A provider whose only right answer is 'real', recording what it was asked. */
function fakeProvider() {
  const asked: string[] = [];
  const provider: CaptchaProvider = {
    create: async () => ({ uuid: 'u', img: '', kind: 'image' }),
    async verify(uuid, answer) {
      asked.push(`${uuid}:${answer}`);
      if (answer !== 'real') throw new ValidationError(Msg.captchaWrong);
    },
  };
  return { provider, asked };
}

describe('withTestAnswer', () => {
  it('takes the test answer (any case) and still uses the challenge up; other answers go to the provider', async () => {
    const { provider, asked } = fakeProvider();
    const captcha = withTestAnswer(provider, 'Pass');
    await expect(captcha.verify('u1', ' pASS ')).resolves.toBeUndefined();
    await expect(captcha.verify('u2', 'real')).resolves.toBeUndefined();
    await expect(captcha.verify('u3', 'nope')).rejects.toThrow(Msg.captchaWrong);
    expect(asked).toEqual(['u1: pASS ', 'u2:real', 'u3:nope']);
  });

  it('changes nothing without a test answer', () => {
    const { provider } = fakeProvider();
    expect(withTestAnswer(provider, undefined)).toBe(provider);
  });
});
