import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@app/contract/envelope';
import { idOk, idParams } from '@app/contract/ids';
import {
  answerResult,
  answersBody,
  questionnaire,
  quizPostBody,
  riskProfile,
} from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { QuestionnaireService } from './questionnaire.service';

const tags = ['questionnaire'];

/** The risk questionnaire and the member's level; teachers' quizzes posted into rooms and their answers. */
export function questionnaireRoutes(service: QuestionnaireService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.questionnaireRisk,
      {
        schema: {
          tags,
          summary: 'The risk-assessment (suitability) questionnaire',
          response: { 200: dataEnvelope(questionnaire) },
        },
      },
      async () => ok(await service.risk()),
    );
    app.get(
      `${Api.questionnaireInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'A questionnaire with the caller’s answer (quizzes: the right answers once answered)',
          params: idParams,
          response: { 200: dataEnvelope(questionnaire) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        return ok(await service.info(request.params.id, await request.viewer()));
      },
    );
    app.post(
      Api.questionnaireAnswer,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Answers a questionnaire: a quiz once, the risk test as often as needed',
          body: answersBody,
          response: { 200: dataEnvelope(answerResult) },
        },
      },
      async (request) => {
        const viewer = await request.viewer();
        const memberId = currentAuth(request).member.id;
        return ok(await service.answer(request.body, { ...viewer, memberId }));
      },
    );
    app.get(
      Api.riskProfile,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'The member’s risk level (null before the first assessment)',
          response: { 200: dataEnvelope(riskProfile.nullable()) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const profile = await service.profile.of(currentAuth(request).member.id);
        if (!profile) return ok(null);
        const { expired: _expired, ...shown } = profile;
        return ok(shown);
      },
    );
    app.post(
      Api.quizPost,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'A teacher of the room posts a quiz card into it',
          body: quizPostBody,
          response: { 200: dataEnvelope(idOk) },
        },
      },
      async (request) => ok(await service.postQuiz(request.body, currentAuth(request))),
    );
  };
}
