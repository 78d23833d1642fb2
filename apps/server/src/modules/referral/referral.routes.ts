import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { referral } from '@app/contract/share';
import { okRows } from '../../lib/envelope';
import { offsetOf } from '../../lib/paging';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { ReferralRepository } from './referral.repository';

/** Who a member's share links brought in: nicknames and dates only, never numbers or names. */
export function referralRoutes(repo: ReferralRepository) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get(
      Api.memberReferrals,
      {
        preHandler: requireMember,
        schema: {
          tags: ['account'],
          summary: 'Members who registered from my share links',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(referral) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { rows, total } = await repo.page(
          currentAuth(request).member.id,
          request.query.pageSize,
          offsetOf(request.query),
        );
        return okRows(
          rows.map((r) => ({ nickname: r.nickname ?? '', registeredAt: r.createdAt.toISOString() })),
          total,
        );
      },
    );
  };
}
