import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { feedbackItem, feedbackReplyRequest, feedbackSaveRequest } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { FeedbackService } from './feedback.service';

const tags = ['feedback'];

/** Complaints and suggestions: send one, the member's list (status and reply), one in full. */
export function feedbackRoutes(feedback: FeedbackService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      Api.feedbackSave,
      {
        // Each one reaches a person: budgeted like comments.
        config: { writeQuota: 'comment' },
        preHandler: requireMember,
        schema: {
          tags,
          summary:
            'Send a complaint or suggestion (type, 5–500 characters, up to 3 uploaded images, contact)',
          body: feedbackSaveRequest,
          response: { 200: dataEnvelope(feedbackItem) },
        },
      },
      async (request) => ok(await feedback.save(currentAuth(request).member.id, request.body)),
    );
    app.post(
      Api.feedbackReply,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary:
            'Staff reply to a feedback (role admin or permission feedback:reply); the author is notified',
          body: feedbackReplyRequest,
          response: { 200: dataEnvelope(feedbackItem) },
        },
      },
      async (request) => {
        const { member } = currentAuth(request);
        return ok(await feedback.reply(member, request.body.id, request.body.reply));
      },
    );
    app.get(
      Api.feedbackList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "The member's feedback, newest first, with status and reply",
          querystring: pageQuery,
          response: { 200: rowsEnvelope(feedbackItem) },
        },
      },
      async (request) => {
        const { rows, total } = await feedback.list(currentAuth(request).member.id, request.query);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.feedbackInfo}/:id`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'One of the member’s feedback (another member’s answers as missing)',
          params: idParams,
          response: { 200: dataEnvelope(feedbackItem) },
        },
      },
      async (request) => ok(await feedback.detail(currentAuth(request).member.id, request.params.id)),
    );
  };
}
