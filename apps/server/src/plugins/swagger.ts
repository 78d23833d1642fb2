import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@app/contract/limits';

/**
 * OpenAPI generated from the contract's zod schemas (tests read it through app.swagger()), browsable at
 * /docs unless a production deployment turns the page off.
 */
async function swaggerPlugin(app: FastifyInstance, options: { ui: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '财经学堂 API',
        description:
          'Every business outcome is HTTP 200 with an envelope {code, msg, data} or {code, msg, rows, total}; code 200 means success.',
        version: APP_VERSION,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({
      skipList: ['/docs', '/docs/*', '/docs/json', '/docs/yaml', '/docs/static/*'],
    }),
  });
  if (options.ui) await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}

export const swagger = fp(swaggerPlugin, { name: 'swagger' });
