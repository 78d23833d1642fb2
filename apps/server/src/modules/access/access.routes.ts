import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessLogSaveBody,
  accessLogSaved,
  liveValidityPeriod,
  memberAccessModule,
  memberLevel,
} from '@app/contract/access';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idListParam } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { AccessService } from './access.service';

const tags = ['member access'];

export function accessRoutes(access: AccessService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      `${Api.memberLevelRelatedModule}/:ids`,
      {
        schema: {
          tags,
          summary: 'Member levels that include any of the modules (comma-separated ids)',
          params: z.object({ ids: idListParam }),
          response: { 200: rowsEnvelope(memberLevel) },
        },
      },
      async (request) => {
        const rows = await access.levelsRelatedTo(request.params.ids);
        return okRows(rows, rows.length);
      },
    );

    app.get(
      Api.memberAccessModule,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: "The caller's access modules",
          response: { 200: rowsEnvelope(memberAccessModule) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const rows = await access.memberModules(currentAuth(request).member.id);
        return okRows(rows, rows.length);
      },
    );

    app.get(
      Api.memberLiveValidity,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Until when the caller may watch live video',
          response: { 200: dataEnvelope(liveValidityPeriod) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        return ok(await access.liveValidity(currentAuth(request).member.id));
      },
    );

    app.post(
      Api.accessLogSave,
      {
        config: { writeQuota: 'accessLog' },
        schema: {
          tags: ['access log'],
          summary: 'Records a page view (returns its handle as id); with that id, closes the record',
          body: accessLogSaveBody,
          response: { 200: dataEnvelope(accessLogSaved) },
        },
      },
      async (request) => ok(await access.saveLog(request.auth?.member.id ?? null, request.body)),
    );
  };
}
