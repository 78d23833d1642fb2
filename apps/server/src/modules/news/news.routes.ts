import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comment, toggleResult } from '@app/contract/content';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam, idParams } from '@app/contract/ids';
import { ContentMsg } from '@app/contract/messages';
import {
  NewsListAction,
  newsCategory,
  newsCategoryFollowBody,
  newsCodeQuery,
  newsCommentBody,
  newsDetail,
  newsIdBody,
  newsItem,
  newsListQuery,
  newsUnread,
  newsViewSaveBody,
} from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { SearchLimit } from '../../lib/search-limit';
import { markPrivate, markPrivateIfPersonal } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { NewsService } from './news.service';

const tags = ['news'];
const idOk = z.object({ id: z.number().int() });
const empty = z.null();

export function newsRoutes(newsService: NewsService, search: SearchLimit) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const items = rowsEnvelope(newsItem);

    app.get(
      Api.newsCategoryAll,
      { schema: { tags, summary: 'All news categories', response: { 200: rowsEnvelope(newsCategory) } } },
      async () => {
        const rows = await newsService.categories();
        return okRows(rows, rows.length);
      },
    );

    // Category variants: home, hot, tuyere (风口) and fm all list the enabled categories in order.
    for (const variant of ['home', 'home/hot', 'home/tuyere', 'hot', 'tuyere', 'fm']) {
      app.get(
        `${Api.newsCategory}/${variant}`,
        {
          schema: {
            tags,
            summary: `News categories (${variant})`,
            response: { 200: rowsEnvelope(newsCategory) },
          },
        },
        async () => {
          const rows = await newsService.categories();
          return okRows(rows, rows.length);
        },
      );
    }
    for (const path of [`${Api.newsCategoryInfo}/:id`, `${Api.newsCategory}/:id`]) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: 'One news category',
            params: idParams,
            response: { 200: dataEnvelope(newsCategory) },
          },
        },
        async (request) => ok(await newsService.category(request.params.id)),
      );
    }

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

    const detail = async (id: number, request: FastifyRequest, reply: Parameters<typeof markPrivate>[0]) => {
      const viewer = await request.viewer();
      const data = await newsService.info(id, viewer);
      if (data.moduleId !== null || viewer.memberId !== null) markPrivate(reply);
      return ok(data);
    };
    app.get(
      `${Api.newsInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'One article with its sanitized HTML (206 when it needs a module the caller lacks)',
          params: idParams,
          response: { 200: dataEnvelope(newsDetail) },
        },
      },
      async (request, reply) => detail(request.params.id, request, reply),
    );
    app.get(
      Api.newsInfoQuery,
      {
        schema: {
          tags,
          summary: 'One article (?id=)',
          querystring: idParams,
          response: { 200: dataEnvelope(newsDetail) },
        },
      },
      async (request, reply) => detail(request.query.id, request, reply),
    );

    app.post(
      Api.newsViewSave,
      {
        schema: {
          tags,
          summary: 'Marks an article read',
          body: newsViewSaveBody,
          response: { 200: dataEnvelope(empty) },
        },
      },
      async (request) => {
        await newsService.saveView(request.body.newsId, await request.viewer());
        return ok(null);
      },
    );
    app.get(
      Api.newsViewUnread,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'How many articles the member has not read',
          response: { 200: dataEnvelope(newsUnread) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        return ok({ count: await newsService.unread(currentAuth(request).member.id) });
      },
    );

    const toggle = (
      path: string,
      summary: string,
      run: (newsId: number, memberId: number) => Promise<{ active: boolean; count: number }>,
      on: string,
      off: string,
    ) =>
      app.post(
        path,
        {
          preHandler: requireMember,
          schema: { tags, summary, body: newsIdBody, response: { 200: dataEnvelope(toggleResult) } },
        },
        async (request) => {
          const result = await run(request.body.newsId, currentAuth(request).member.id);
          return ok(result, result.active ? on : off);
        },
      );
    toggle(
      Api.newsLike,
      'Like / unlike an article',
      (id, m) => newsService.like(id, m),
      ContentMsg.liked,
      ContentMsg.unliked,
    );
    toggle(
      Api.newsFavorite,
      'Collect / uncollect an article',
      (id, m) => newsService.favorite(id, m),
      ContentMsg.collected,
      ContentMsg.uncollected,
    );

    app.get(
      Api.newsFavoriteList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "The member's collection",
          querystring: pageQuery,
          response: { 200: items },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const viewer = await request.viewer();
        const { rows, total } = await newsService.favorites(
          currentAuth(request).member.id,
          request.query,
          viewer,
        );
        return okRows(rows, total);
      },
    );

    app.post(
      `${Api.newsFollow}/:id`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "Follow the article's teacher (or category)",
          params: idParams,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await newsService.follow(request.params.id, currentAuth(request).member.id);
        return ok(result, result.active ? ContentMsg.followed : ContentMsg.unfollowed);
      },
    );

    app.post(
      Api.newsComment,
      {
        config: { writeQuota: 'comment' },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Comment on an article (plain text)',
          body: newsCommentBody,
          response: { 200: dataEnvelope(idOk) },
        },
      },
      async (request) => {
        const viewer = await request.viewer();
        const { newsId, content } = request.body;
        return ok(
          await newsService.comment(newsId, currentAuth(request).member.id, content, viewer),
          ContentMsg.commentOk,
        );
      },
    );
    app.get(
      `${Api.newsCommentList}/:id`,
      {
        schema: {
          tags,
          summary: "An article's comments, newest first",
          params: idParams,
          querystring: pageQuery,
          response: { 200: rowsEnvelope(comment) },
        },
      },
      async (request) => {
        const { rows, total } = await newsService.commentList(
          request.params.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
      },
    );

    app.post(
      Api.newsCategoryFollow,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Follow / unfollow a news category',
          body: newsCategoryFollowBody,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await newsService.followCategory(
          request.body.categoryId,
          currentAuth(request).member.id,
        );
        return ok(result, result.active ? ContentMsg.followed : ContentMsg.unfollowed);
      },
    );
    app.get(
      Api.newsCategoryFollowList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Categories the member follows',
          response: { 200: rowsEnvelope(newsCategory) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const rows = await newsService.followedCategories(currentAuth(request).member.id);
        return okRows(rows, rows.length);
      },
    );
  };
}
