import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsCodeRequest } from '@app/contract/account';
import { dataEnvelope } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { SmsService } from './sms.service';

export function smsRoutes(sms: SmsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      Api.smsCode,
      {
        schema: {
          tags: ['account'],
          summary:
            'Send an SMS verification code. Answers "code sent" alike for any number and purpose; 428 ' +
            '(data.captchaRequired) asks for the image captcha (captchaCode, uuid from GET /captchaImage)',
          body: smsCodeRequest,
          response: { 200: dataEnvelope(z.null()) },
        },
      },
      async (request) => {
        const { mobile, purpose, captchaCode, uuid } = request.body;
        await sms.sendCode(mobile, purpose, { ip: request.ip, captcha: { captchaCode, uuid } });
        return ok(null, Msg.codeSent);
      },
    );
  };
}
