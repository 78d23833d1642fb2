import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Api } from '@app/contract/paths';
import type { Database } from '../../db/client';

const healthResult = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['configured', 'not-configured']),
});

/** Load-balancer probe: plain HTTP status (503 when the database does not answer), not the envelope. */
export function healthRoutes(deps: {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  redisConfigured: boolean;
}) {
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
        const base = {
          database: deps.databaseKind,
          redis: deps.redisConfigured ? 'configured' : 'not-configured',
        } as const;
        reply.header('Cache-Control', 'no-store');
        try {
          await deps.db.execute(sql`select 1`);
          return { status: 'ok' as const, ...base };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unavailable');
          return reply.code(503).send({ status: 'error' as const, ...base });
        }
      },
    );
  };
}
