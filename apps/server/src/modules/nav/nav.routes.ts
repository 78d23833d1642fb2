import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowsEnvelope } from '@app/contract/envelope';
import { navLink, navListQuery } from '@app/contract/nav';
import { Api } from '@app/contract/paths';
import { okRows } from '../../lib/envelope';
import type { NavService } from './nav.service';

export function navRoutes(nav: NavService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      Api.navList,
      {
        schema: {
          tags: ['navigation'],
          summary: 'Tab bar (footer) or home menu links',
          querystring: navListQuery,
          response: { 200: rowsEnvelope(navLink) },
        },
      },
      async (request) => {
        const rows = await nav.list(request.query);
        return okRows(rows, rows.length);
      },
    );
  };
}
