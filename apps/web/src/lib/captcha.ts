import type { CaptchaResult } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { TIMEOUT_CAPTCHA_MS } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { request } from './api-client';

/** GET /captchaImage: a fresh picture (data: URL) and the uuid its answer is sent with. */
export async function fetchCaptcha(): Promise<{ uuid: string; img: string }> {
  const body = await request<DataEnvelope<CaptchaResult>>({
    url: Api.captchaImage,
    isToken: false,
    loading: false,
    timeout: TIMEOUT_CAPTCHA_MS,
  });
  return { uuid: body.data.uuid, img: body.data.img };
}
