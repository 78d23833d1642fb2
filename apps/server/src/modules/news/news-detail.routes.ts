import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import {
  NEWS_UNREAD_RULE,
  newsCommentBody,
  newsDetail,
  newsIdBody,
  newsItem,
  newsUnread,
  newsViewSaveBody,
} from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { commentRoutes } from '../../lib/comment-routes';
import { toggleRoute, ToggleTexts } from '../../lib/toggle-route';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { NewsService } from './news.service';

const tags = ['news'];
const empty = z.null();

/** One article: its detail, reading, likes, favorites, follows and comments. */
export function newsDetailRoutes(newsService: NewsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const items = rowsEnvelope(newsItem);

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
          summary: 'How many articles the member has not read, in all and per category',
          description: NEWS_UNREAD_RULE,
          response: { 200: dataEnvelope(newsUnread) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const viewer = await request.viewer();
        return ok(await newsService.unread({ ...viewer, memberId: currentAuth(request).member.id }));
      },
    );

    toggleRoute(app, {
      url: Api.newsLike,
      tags,
      summary: 'Like / unlike an article',
      body: newsIdBody,
      texts: ToggleTexts.like,
      run: ({ newsId }, memberId) => newsService.like(newsId, memberId),
    });
    toggleRoute(app, {
      url: Api.newsFavorite,
      tags,
      summary: 'Collect / uncollect an article',
      body: newsIdBody,
      texts: ToggleTexts.collect,
      run: ({ newsId }, memberId) => newsService.favorite(newsId, memberId),
    });

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

    toggleRoute(app, {
      url: `${Api.newsFollow}/:id`,
      tags,
      summary: "Follow the article's teacher (or category)",
      params: idParams,
      texts: ToggleTexts.follow,
      run: ({ id }, memberId) => newsService.follow(id, memberId),
    });

    commentRoutes(app, {
      tags,
      subject: 'an article',
      post: {
        url: Api.newsComment,
        body: newsCommentBody,
        run: ({ newsId, content }, memberId, viewer) =>
          newsService.comment(newsId, memberId, content, viewer),
      },
      list: {
        url: Api.newsCommentList,
        run: (id, page, viewer) => newsService.commentList(id, page, viewer),
      },
    });
  };
}
