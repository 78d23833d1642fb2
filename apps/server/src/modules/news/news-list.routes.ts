import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam, idParams } from '@app/contract/ids';
import { NewsListAction, newsCodeQuery, newsItem, newsListQuery } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import { markPrivateIfPersonal } from '../../lib/viewer';
import type { NewsService } from './news.service';

const tags = ['news'];

/** Article lists: the paged list, related reading, list variants and category-code lists (search included). */
export function newsListRoutes(newsService: NewsService, search: SearchLimit) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const items = rowsEnvelope(newsItem);
    app.get(
      Api.newsList,
      {
        config: { publicCache: true },
        preHandler: search.textFilters,
        schema: {
          tags,
          summary: 'Articles, newest first (filter by category, title, content)',
          querystring: newsListQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await newsService.list(request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );

    app.get(
      Api.newsListRelated,
      {
        schema: {
          tags,
          summary: 'Related reading (same category; without id the most read)',
          querystring: pageQuery.extend({ id: idParam.optional() }),
          response: { 200: items },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await newsService.related(request.query.id, request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.newsListRelated}/:id`,
      {
        schema: {
          tags,
          summary: 'Related reading of an article',
          params: idParams,
          querystring: pageQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await newsService.related(request.params.id, request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );

    app.get(
      `${Api.newsListAction}/:action`,
      {
        config: { publicCache: true },
        preHandler: search.textFilters,
        schema: {
          tags,
          summary:
            'List variants: hotspot, live, news, newsCategory, all, allorvisible, visible, stock, find',
          params: z.object({ action: NewsListAction }),
          querystring: newsCodeQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await newsService.listAction(request.params.action, request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );

    const byCode = (path: string, summary: string, order: 'latest' | 'hot' = 'latest') =>
      app.get(
        path,
        {
          config: { publicCache: true },
          preHandler: search.textFilters,
          schema: { tags, summary, querystring: newsCodeQuery, response: { 200: items } },
        },
        async (request, reply) => {
          const viewer = await request.viewer();
          const { rows, total } = await newsService.listByCode(request.query, viewer, order);
          markPrivateIfPersonal(reply, viewer, rows);
          return okRows(rows, total);
        },
      );
    byCode(Api.newsByCode, 'Articles of a category code (id or title)');
    byCode(Api.newsSearch, 'Search by keyword (title or content)');
    byCode(Api.newsGetFind, 'Discover: newest articles');
    byCode(Api.newsFindHot, 'Discover: most read', 'hot');
    byCode(Api.newsFindTuyere, 'Discover: trending (most read)', 'hot');
    byCode(Api.newsHotspotAll, 'Hot topics (most read)', 'hot');
  };
}
