import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { helpArticle, helpCategory, helpCategoryQuery, helpListQuery } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import type { HelpService } from './help.service';

const tags = ['help'];

/** Help center and FAQ: public reading, the same for everyone (so cacheable). */
export function helpRoutes(help: HelpService, search: SearchLimit) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.helpCategories,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: 'Help (kind=help) or FAQ (kind=faq) categories with their article counts',
          querystring: helpCategoryQuery,
          response: { 200: dataEnvelope(z.array(helpCategory)) },
        },
      },
      async (request) => ok(await help.categories(request.query.kind)),
    );
    app.get(
      Api.helpList,
      {
        config: { publicCache: true },
        preHandler: search.textFilters,
        schema: {
          tags,
          summary: 'Articles of a kind, optionally of one category and matching a keyword (title or text)',
          querystring: helpListQuery,
          response: { 200: rowsEnvelope(helpArticle) },
        },
      },
      async (request) => {
        const { rows, total } = await help.list(request.query);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.helpInfo}/:id`,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: 'One help article',
          params: idParams,
          response: { 200: dataEnvelope(helpArticle) },
        },
      },
      async (request) => ok(await help.detail(request.params.id)),
    );
  };
}
