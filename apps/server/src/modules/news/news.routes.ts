import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { newsCategory, newsDetail, newsItem, newsListQuery } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { NewsService } from './news.service';

const tags = ['news'];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export function newsRoutes(newsService: NewsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.newsCategoryAll,
      { schema: { tags, summary: 'All news categories', response: { 200: rowsEnvelope(newsCategory) } } },
      async () => {
        const rows = await newsService.categories();
        return okRows(rows, rows.length);
      },
    );

    app.get(
      Api.newsList,
      {
        schema: {
          tags,
          summary: 'Articles, newest first (filter by category, title, content)',
          querystring: newsListQuery,
          response: { 200: rowsEnvelope(newsItem) },
        },
      },
      async (request) => {
        const { rows, total } = await newsService.list(request.query);
        return okRows(rows, total);
      },
    );

    app.get(
      `${Api.newsInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'One article with its sanitized HTML',
          params: idParams,
          response: { 200: dataEnvelope(newsDetail) },
        },
      },
      async (request) => ok(await newsService.info(request.params.id)),
    );
  };
}
