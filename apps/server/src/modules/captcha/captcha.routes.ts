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
          summary: 'Image captcha for POST /login',
          response: { 200: dataEnvelope(captchaResult) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { uuid, img } = await captcha.create();
        return ok({ captchaEnabled: true, uuid, img });
      },
    );
  };
}
