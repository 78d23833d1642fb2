import type { CaptchaAnswer, SmsPurpose } from '@app/contract/account';
import type { DataEnvelope } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { request } from './api-client';
import { getToken } from '@app/client-core/session/session';
import { storage } from './storage';

/**
 * POST /api/common/sms/code; resolves with the server's message (Msg.codeSent). Rejects with kind
 * 'captcha' when the server wants the image captcha, which the next try sends along.
 */
export async function sendSmsCode(
  mobile: string,
  purpose: SmsPurpose,
  captcha: Partial<CaptchaAnswer> = {},
): Promise<string> {
  const body = await request<DataEnvelope<null>>({
    url: Api.smsCode,
    method: 'POST',
    data: { mobile, purpose, ...captcha },
    // the same call serves visitors (login, register) and members (cancel): send the token only if there is one
    isToken: getToken(storage) !== null,
    loading: false,
  });
  return body.msg || Msg.codeSent;
}
