import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comment, toggleResult } from '@app/contract/content';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { ContentMsg } from '@app/contract/messages';
import {
  newsCommentBody,
  newsDetail,
  newsIdBody,
  newsItem,
  newsUnread,
  newsViewSaveBody,
} from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { NewsService } from './news.service';

const tags = ['news'];
const idOk = z.object({ id: z.number().int() });
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
  };
}
