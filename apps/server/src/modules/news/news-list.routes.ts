import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam, idParams } from '@app/contract/ids';
import {
  NEWS_FEED_RULES,
  NEWS_LIST_RULES,
  NewsListAction,
  newsCodeQuery,
  newsItem,
  newsListQuery,
} from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import { markPrivateIfPersonal } from '../../lib/viewer';
import type { NewsFeed, NewsService } from './news.service';

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
          summary: 'List variants, each with its own rule',
          description: Object.entries(NEWS_LIST_RULES)
            .map(([action, rule]) => `${action}: ${rule}`)
            .join('\n'),
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

    const byCode = (path: string, description: string, kind: 'code' | NewsFeed) =>
      app.get(
        path,
        {
          config: { publicCache: true },
          preHandler: search.textFilters,
          schema: {
            tags,
            summary: description,
            description,
            querystring: newsCodeQuery,
            response: { 200: items },
          },
        },
        async (request, reply) => {
          const viewer = await request.viewer();
          const { rows, total } = await newsService.listByCode(request.query, viewer, kind);
          markPrivateIfPersonal(reply, viewer, rows);
          return okRows(rows, total);
        },
      );
    byCode(Api.newsByCode, NEWS_FEED_RULES.byCode, 'code');
    byCode(Api.newsSearch, NEWS_FEED_RULES.search, 'search');
    byCode(Api.newsListSearch, NEWS_FEED_RULES.search, 'search');
    byCode(Api.newsGetFind, NEWS_FEED_RULES.getFind, 'find');
    byCode(Api.newsFindHot, NEWS_FEED_RULES.findHot, 'hot');
    byCode(Api.newsFindTuyere, NEWS_FEED_RULES.findTuyere, 'rising');
    byCode(Api.newsHotspotAll, NEWS_FEED_RULES.hotspotAll, 'hotspot');
  };
}
