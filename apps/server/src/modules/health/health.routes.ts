import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Api } from '@app/contract/paths';
import type { Database } from '../../db/client';

/** Says only whether the service works: which database or cache runs behind it is nobody's business. */
const healthResult = z.object({ status: z.enum(['ok', 'error']) });

/** Load-balancer probe: plain HTTP status (503 when the database does not answer), not the envelope. */
export function healthRoutes(deps: { db: Database }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      Api.healthz,
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: healthResult, 503: healthResult },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        try {
          await deps.db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unavailable');
          return reply.code(503).send({ status: 'error' as const });
        }
      },
    );
  };
}
