import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comment, sharePayload, toggleResult } from '@app/contract/content';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { ContentMsg } from '@app/contract/messages';
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
import { markPrivate, markPrivateIfPersonal } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
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
      `${Api.viewpointCommentList}/:id`,
      {
        schema: {
          tags,
          summary: "A viewpoint's comments",
          params: idParams,
          querystring: pageQuery,
          response: { 200: rowsEnvelope(comment) },
        },
      },
      async (request) => {
        const { rows, total } = await viewpoints.commentList(
          request.params.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
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
    app.post(
      Api.viewpointComment,
      {
        config: { writeQuota: 'comment' },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Comment on a viewpoint',
          body: viewpointCommentBody,
          response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const { viewpointId, content } = request.body;
        return ok(
          await viewpoints.comment(
            viewpointId,
            currentAuth(request).member.id,
            content,
            await request.viewer(),
          ),
          ContentMsg.commentOk,
        );
      },
    );
    app.post(
      Api.viewpointLike,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Like / unlike a viewpoint',
          body: viewpointIdBody,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await viewpoints.like(
          request.body.viewpointId,
          currentAuth(request).member.id,
          await request.viewer(),
        );
        return ok(result, result.active ? ContentMsg.liked : ContentMsg.unliked);
      },
    );
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
