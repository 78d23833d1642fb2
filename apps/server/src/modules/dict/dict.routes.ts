import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@app/contract/envelope';
import { dictItem, type DictItem } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import type { DictRepository } from './dict.repository';

/** Api.riskTipDict is one instance of this path: /api/common/system/dict/d/{type}. */
const dictPath = `${Api.riskTipDict.slice(0, Api.riskTipDict.lastIndexOf('/'))}/:type`;
const params = z.object({ type: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/) });

export function dictRoutes(repo: DictRepository) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      dictPath,
      {
        schema: {
          tags: ['common'],
          summary: 'System dictionary entries of a type (risk_tip: the risk notice of live rooms)',
          params,
          response: { 200: dataEnvelope(z.array(dictItem)) },
        },
      },
      async (request) => {
        const rows = await repo.byType(request.params.type);
        return ok(rows.map((r): DictItem => ({ dictLabel: r.label, dictValue: r.value, dictSort: r.sort })));
      },
    );
  };
}
