import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaResult } from '@app/contract/account';
import { dataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import type { CaptchaService } from './captcha.service';

export function captchaRoutes(captcha: CaptchaService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      Api.captchaImage,
      {
        schema: {
          tags: ['back-office'],
          summary: 'Captcha for the login calls: a picture, or the hosted widget to run',
          response: { 200: dataEnvelope(captchaResult) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { uuid, img, kind, captchaId } = await captcha.create();
        return ok({ captchaEnabled: true, uuid, img, kind, ...(captchaId ? { captchaId } : {}) });
      },
    );
  };
}
