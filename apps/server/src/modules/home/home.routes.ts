import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@app/contract/envelope';
import { homeInfo } from '@app/contract/home';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import type { HomeService } from './home.service';

const homeQuery = z.object({
  linkTypeCode: z.string().max(32).optional(),
  versionSn: z.string().max(32).optional(),
});

export function homeRoutes(home: HomeService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      Api.homeInfo,
      {
        schema: {
          tags: ['home'],
          summary: 'Home (about) page: intro, banners, menu, teachers',
          querystring: homeQuery,
          response: { 200: dataEnvelope(homeInfo) },
        },
      },
      async (request) => ok(await home.info(request.query.linkTypeCode)),
    );
  };
}
