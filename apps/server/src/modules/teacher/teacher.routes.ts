import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam, idParams } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { teacher, teacherCard, teacherFollowBody } from '@app/contract/teacher';
import { teacherDetail, teacherFollower } from '@app/contract/teacher-info';
import { ok, okRows } from '../../lib/envelope';
import { toggleRoute, ToggleTexts } from '../../lib/toggle-route';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { TeacherService } from './teacher.service';

const tags = ['teachers'];

export function teacherRoutes(teachers: TeacherService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.teacherList,
      {
        schema: {
          tags,
          summary: 'Teachers',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(teacher) },
        },
      },
      async (request) => {
        const { rows, total } = await teachers.list(request.query);
        return okRows(rows, total);
      },
    );
    app.get(
      Api.teacherList2,
      {
        schema: {
          tags,
          summary: 'Teachers with follow state and follower counts',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(teacherCard) },
        },
      },
      async (request, reply) => {
        if (request.auth) markPrivate(reply);
        const { rows, total } = await teachers.cards(request.query, await request.viewer());
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.teacherInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'A teacher: introduction, courses, news and live rooms',
          params: idParams,
          response: { 200: dataEnvelope(teacherDetail) },
        },
      },
      async (request, reply) => {
        if (request.auth) markPrivate(reply);
        return ok(await teachers.info(request.params.id, await request.viewer()));
      },
    );
    app.get(
      Api.teacherSuggestGood,
      {
        schema: {
          tags,
          summary: 'Recommended teachers (other than teacherId)',
          querystring: z.object({ teacherId: idParam.optional() }),
          response: { 200: rowsEnvelope(teacherCard) },
        },
      },
      async (request, reply) => {
        if (request.auth) markPrivate(reply);
        const rows = await teachers.suggestions(request.query.teacherId, await request.viewer());
        return okRows(rows, rows.length);
      },
    );
    app.get(
      Api.teacherFollowList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Teachers the member follows',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(teacherCard) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await teachers.followed(
          currentAuth(request).member.id,
          request.query,
          await request.viewer(),
        );
        return okRows(rows, total);
      },
    );
    toggleRoute(app, {
      url: Api.teacherFollow,
      tags,
      summary: 'Follow / unfollow a teacher',
      body: teacherFollowBody,
      texts: ToggleTexts.follow,
      run: ({ teacherId }, memberId) => teachers.follow(teacherId, memberId),
    });
    app.get(
      Api.teacherFollows,
      {
        schema: {
          tags,
          summary: "A teacher's followers, newest first (only for that teacher; 404 for anyone else)",
          querystring: pageQuery.extend({ teacherId: idParam }),
          response: { 200: rowsEnvelope(teacherFollower) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await teachers.followers(
          request.query.teacherId,
          request.query,
          request.auth?.member.teacherId ?? null,
        );
        return okRows(rows, total);
      },
    );
  };
}
