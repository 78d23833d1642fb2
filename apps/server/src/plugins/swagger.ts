import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { APP_VERSION } from '@app/contract/limits';
import { isPlainPath } from './error-handler';
import { ERROR_ENVELOPE, errorEnvelopeSchema, withErrorEnvelope } from './openapi/error-envelope';
import { operationIdOf } from './openapi/operation-id';
import { BEARER_SCHEME, securityOf } from './openapi/route-security';

const DOCS_PATHS = ['/docs', '/docs/*', '/docs/json', '/docs/yaml', '/docs/static/*'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const zodTransform = createJsonSchemaTransform({ skipList: DOCS_PATHS });

/** What every operation says besides its schemas: a stable operationId and the security its guard implies. */
function transform(document: Parameters<typeof zodTransform>[0]) {
  const result = zodTransform(document);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const { route } = document as unknown as { route: { method: string | string[]; preHandler?: never } };
  const method = [route.method].flat()[0] ?? 'get';
  schema.operationId ??= operationIdOf(method, result.url);
  schema.security ??= securityOf(route);
  return result;
}

/** The whole document: the error envelope on every API operation, and operationIds checked unique. */
function completeDocument({ openapiObject }: { openapiObject: Partial<OpenAPIV3_1.Document> }) {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      if (operation.operationId) {
        if (seen.has(operation.operationId)) throw new Error(`operationId ${operation.operationId} twice`);
        seen.add(operation.operationId);
      }
      if (!isPlainPath(path)) withErrorEnvelope(operation);
    }
  }
  openapiObject.components = {
    ...openapiObject.components,
    schemas: { ...openapiObject.components?.schemas, [ERROR_ENVELOPE]: errorEnvelopeSchema() },
  };
  return openapiObject;
}

/**
 * OpenAPI 3.1 generated from the contract's zod schemas (tests read it through app.swagger()), browsable at
 * /docs unless a production deployment turns the page off. 3.1 because its schemas are plain JSON Schema:
 * null is a type, and validators check answers against them as they are (decision 064).
 */
async function swaggerPlugin(app: FastifyInstance, options: { ui: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '财经学堂 API',
        description:
          'Every business outcome is HTTP 200 with an envelope {code, msg, data} or {code, msg, rows, total}; code 200 means success. A failure is the ErrorEnvelope, which every operation documents next to its success envelope.',
        version: APP_VERSION,
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
    transformObject: completeDocument as never,
  });
  if (options.ui) await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}

export const swagger = fp(swaggerPlugin, { name: 'swagger' });
