import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comment, sharePayload, toggleResult } from '@app/contract/content';
import { courseCommentBody, courseIdBody, courseShareBody, courseViewSaveBody } from '@app/contract/course';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { ContentMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { CourseService } from './course.service';

const tags = ['courses'];

/** What a member does with a course: progress, like, follow, comments and shares. */
export function courseActionRoutes(courses: CourseService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      Api.courseViewSave,
      {
        schema: {
          tags,
          summary: 'Saves chapter progress (seconds)',
          body: courseViewSaveBody,
          response: { 200: dataEnvelope(z.object({ saved: z.boolean() })) },
        },
      },
      async (request) =>
        ok(await courses.saveProgress(request.body, await request.viewer()), ContentMsg.progressSaved),
    );

    app.post(
      Api.courseLike,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Like / unlike a course',
          body: courseIdBody,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await courses.like(request.body.courseId, currentAuth(request).member.id);
        return ok(result, result.active ? ContentMsg.liked : ContentMsg.unliked);
      },
    );
    app.post(
      Api.courseFollow,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Follow / unfollow a course',
          body: courseIdBody,
          response: { 200: dataEnvelope(toggleResult) },
        },
      },
      async (request) => {
        const result = await courses.follow(request.body.courseId, currentAuth(request).member.id);
        return ok(result, result.active ? ContentMsg.followed : ContentMsg.unfollowed);
      },
    );
    app.post(
      Api.courseComment,
      {
        config: { writeQuota: 'comment' },
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Comment on a course',
          body: courseCommentBody,
          response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const { courseId, content } = request.body;
        return ok(
          await courses.comment(courseId, currentAuth(request).member.id, content, await request.viewer()),
          ContentMsg.commentOk,
        );
      },
    );
    app.get(
      `${Api.courseCommentList}/:id`,
      {
        schema: {
          tags,
          summary: "A course's comments",
          params: idParams,
          querystring: pageQuery,
          response: { 200: rowsEnvelope(comment) },
        },
      },
      async (request) => {
        const { rows, total } = await courses.commentList(
          request.params.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
      },
    );
    app.post(
      Api.courseShare,
      {
        config: { writeQuota: 'share' },
        schema: {
          tags,
          summary: 'Records a share and returns the share payload',
          body: courseShareBody,
          response: { 200: dataEnvelope(sharePayload) },
        },
      },
      async (request) =>
        ok(await courses.share(request.body, request.auth?.member.id ?? null), ContentMsg.shared),
    );
  };
}
