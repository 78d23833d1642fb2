import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import {
  homeworkAnswerItem,
  homeworkDetail,
  homeworkListQuery,
  homeworkSubmitRequest,
  homeworkSummary,
} from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { HomeworkService } from './homework.service';

const tags = ['homework'];

/** Homework lists (visitors see them, members see their scores), one sheet, the one submit, past answers. */
export function homeworkRoutes(homework: HomeworkService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.homeworkList,
      {
        schema: {
          tags,
          summary: 'Homework, newest first (courseId: of one course), with the member’s score',
          querystring: homeworkListQuery,
          response: { 200: rowsEnvelope(homeworkSummary) },
        },
      },
      async (request, reply) => {
        const memberId = request.auth?.member.id ?? null;
        // Scores are personal: a member's answer must not sit in a shared cache.
        if (memberId !== null) void reply.header('cache-control', 'private, no-store');
        const { rows, total } = await homework.list(request.query, memberId);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.homeworkInfo}/:id`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'One homework sheet; answers and explanations only after the member submitted',
          params: idParams,
          response: { 200: dataEnvelope(homeworkDetail) },
        },
      },
      async (request) => ok(await homework.detail(request.params.id, currentAuth(request).member.id)),
    );
    app.post(
      Api.homeworkSubmit,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Submit the answers once (labels A–K per question); answers the graded sheet',
          body: homeworkSubmitRequest,
          response: { 200: dataEnvelope(homeworkDetail) },
        },
      },
      async (request) => ok(await homework.submit(currentAuth(request).member.id, request.body)),
    );
    app.get(
      Api.homeworkAnswerList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'The member’s past submissions with scores, newest first',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(homeworkAnswerItem) },
        },
      },
      async (request) => {
        const { rows, total } = await homework.answers(currentAuth(request).member.id, request.query);
        return okRows(rows, total);
      },
    );
  };
}
