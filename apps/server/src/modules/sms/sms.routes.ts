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
          summary: 'Send an SMS verification code',
          body: smsCodeRequest,
          response: { 200: dataEnvelope(z.null()) },
        },
      },
      async (request) => {
        await sms.sendCode(request.body.mobile, request.body.purpose);
        return ok(null, Msg.codeSent);
      },
    );
  };
}
