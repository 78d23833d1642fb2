import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharePayload } from '@app/contract/content';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import {
  articleDetail,
  viewpointCommentBody,
  viewpointDetail,
  viewpointIdBody,
  viewpointItem,
  viewpointListQuery,
  viewpointShareQuery,
} from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { commentRoutes } from '../../lib/comment-routes';
import { toggleRoute, ToggleTexts } from '../../lib/toggle-route';
import { markPrivate, markPrivateIfPersonal } from '../../lib/viewer';
import type { ViewpointService } from './viewpoint.service';

const tags = ['viewpoints'];

export function viewpointRoutes(viewpoints: ViewpointService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.viewpointList,
      {
        schema: {
          tags,
          summary: 'Viewpoints, newest first',
          querystring: viewpointListQuery,
          response: { 200: rowsEnvelope(viewpointItem) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { rows, total } = await viewpoints.list(request.query, viewer);
        markPrivateIfPersonal(reply, viewer, rows);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.viewpointInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'One viewpoint (206 when locked)',
          params: idParams,
          response: { 200: dataEnvelope(viewpointDetail) },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const data = await viewpoints.info(request.params.id, viewer);
        if (data.moduleId !== null || viewer.memberId !== null) markPrivate(reply);
        return ok(data);
      },
    );
    app.get(
      Api.viewpointShare,
      {
        schema: {
          tags,
          summary: 'Share payload of a viewpoint',
          querystring: viewpointShareQuery,
          response: { 200: dataEnvelope(sharePayload) },
        },
      },
      async (request) =>
        ok(await viewpoints.share(request.query.viewpointId, request.auth?.member.id ?? null)),
    );
    commentRoutes(app, {
      tags,
      subject: 'a viewpoint',
      post: {
        url: Api.viewpointComment,
        body: viewpointCommentBody,
        run: ({ viewpointId, content }, memberId, viewer) =>
          viewpoints.comment(viewpointId, memberId, content, viewer),
      },
      list: {
        url: Api.viewpointCommentList,
        run: (id, page, viewer) => viewpoints.commentList(id, page, viewer),
      },
    });
    toggleRoute(app, {
      url: Api.viewpointLike,
      tags,
      summary: 'Like / unlike a viewpoint',
      body: viewpointIdBody,
      texts: ToggleTexts.like,
      run: async ({ viewpointId }, memberId, request) =>
        viewpoints.like(viewpointId, memberId, await request.viewer()),
    });
    app.get(
      `${Api.articleInfo}/:id`,
      {
        schema: {
          tags: ['articles'],
          summary: 'One article',
          params: idParams,
          response: { 200: dataEnvelope(articleDetail) },
        },
      },
      async (request) => ok(await viewpoints.article(request.params.id)),
    );
  };
}
