import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Msg } from '@app/contract/messages';
import { ServiceUnavailableError, ValidationError } from '../../errors';
import type { CaptchaProvider } from './captcha-provider';
import type { GeetestConfig } from './captcha-config';

const VERIFY_TIMEOUT_MS = 5000;

/** What the GeeTest v4 widget hands the page on success, sent by the client as the captcha answer (JSON). */
const widgetResult = z.object({
  captcha_output: z.string().min(1).max(2048),
  pass_token: z.string().min(1).max(512),
  gen_time: z.string().min(1).max(32),
});

const verifyAnswer = z.object({
  status: z.string(),
  result: z.string().optional(),
  reason: z.string().optional(),
});

/**
 * GeeTest v4 (极验), verified server-side: the widget runs in the page and yields a lot number and tokens;
 * the server posts them with `sign_token` = HMAC-SHA256 of the lot number under the captcha key to
 * `/validate?captcha_id=…` and admits the answer only on `result: success`. The uuid is the lot number.
 * When GeeTest cannot be asked, the answer is refused (the service names the outage), never waved through.
 */
export function createGeetestCaptchaProvider(
  config: GeetestConfig,
  fetchImpl: typeof fetch = fetch,
): CaptchaProvider {
  return {
    // The widget draws its own challenge; the uuid only keeps GET /captchaImage's shape.
    async create() {
      return { uuid: randomUUID(), img: '', kind: 'geetest', captchaId: config.captchaId };
    },

    async verify(lotNumber, answer) {
      let tokens: z.infer<typeof widgetResult>;
      try {
        tokens = widgetResult.parse(JSON.parse(answer));
      } catch {
        throw new ValidationError(Msg.captchaWrong);
      }
      const body = new URLSearchParams({
        lot_number: lotNumber,
        captcha_output: tokens.captcha_output,
        pass_token: tokens.pass_token,
        gen_time: tokens.gen_time,
        sign_token: createHmac('sha256', config.captchaKey).update(lotNumber).digest('hex'),
      });
      let outcome: z.infer<typeof verifyAnswer>;
      try {
        const response = await fetchImpl(
          `${config.apiBase}/validate?captcha_id=${encodeURIComponent(config.captchaId)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
            signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
          },
        );
        if (!response.ok) throw new Error(`GeeTest answered HTTP ${response.status}`);
        outcome = verifyAnswer.parse(await response.json());
      } catch {
        throw new ServiceUnavailableError(Msg.captchaUnavailable);
      }
      if (outcome.status !== 'success') throw new ServiceUnavailableError(Msg.captchaUnavailable);
      if (outcome.result !== 'success') throw new ValidationError(Msg.captchaWrong);
    },
  };
}
