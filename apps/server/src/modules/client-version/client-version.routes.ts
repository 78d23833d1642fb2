import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientVersionInfo, clientVersionQuery } from '@app/contract/client-version';
import { dataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import type { ClientVersionRepository } from './client-version.repository';

/** SPEC §4 version check: the latest released version of a platform (both paths answer the same). */
export function clientVersionRoutes(repo: ClientVersionRepository, clock: Clock) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    for (const url of [Api.clientVersionLatest, Api.clientVersionLatestInfo]) {
      app.get(
        url,
        {
          schema: {
            tags: ['version'],
            summary: 'Latest released client version of a platform',
            querystring: clientVersionQuery,
            response: { 200: dataEnvelope(clientVersionInfo.nullable()) },
          },
        },
        async (request) => {
          const { platform, sn } = request.query;
          const [row, currentStatus] = await Promise.all([
            repo.latest(platform, clock.now()),
            sn ? repo.statusOf(platform, sn) : Promise.resolve(null),
          ]);
          return ok(
            row && {
              currentStatus,
              sn: row.sn,
              status: row.status,
              iosLink: row.iosLink,
              androidLink: row.androidLink,
              sha256: row.sha256,
              isForce: row.isForce,
              notes: row.notes,
            },
          );
        },
      );
    }
  };
}
