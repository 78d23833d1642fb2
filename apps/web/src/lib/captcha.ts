import type { CaptchaResult } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { TIMEOUT_CAPTCHA_MS } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { request } from './api-client';

/** What the form shows: a picture to read (its answer goes with its uuid), or GeeTest's widget to run. */
export type CaptchaChallenge =
  { kind: 'image'; uuid: string; img: string } | { kind: 'geetest'; captchaId: string };

/** GET /captchaImage: a fresh picture (data: URL) and its uuid, or the hosted widget the server checks. */
export async function fetchCaptcha(): Promise<CaptchaChallenge> {
  const body = await request<DataEnvelope<CaptchaResult>>({
    url: Api.captchaImage,
    isToken: false,
    loading: false,
    timeout: TIMEOUT_CAPTCHA_MS,
  });
  const { kind, captchaId, uuid, img } = body.data;
  // A server from before `kind` sends only the picture.
  if (kind === 'geetest' && captchaId) return { kind, captchaId };
  return { kind: 'image', uuid, img };
}
