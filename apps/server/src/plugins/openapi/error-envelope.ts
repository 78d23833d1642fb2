import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { errorEnvelope } from '@app/contract/envelope';

export const ERROR_ENVELOPE = 'ErrorEnvelope';
const errorRef = { $ref: `#/components/schemas/${ERROR_ENVELOPE}` };

/** The error envelope as a component schema, from the contract. */
export function errorEnvelopeSchema(): OpenAPIV3_1.SchemaObject {
  const { $schema: _, ...schema } = z.toJSONSchema(errorEnvelope, { io: 'output' });
  return schema as OpenAPIV3_1.SchemaObject;
}

const isReference = (value: object): value is OpenAPIV3_1.ReferenceObject => '$ref' in value;

/**
 * Every business failure is HTTP 200 with the error envelope (decision 003), so each operation's 200 answer is
 * its success schema or the error envelope. anyOf, not oneOf: a success whose data may be null also matches
 * the error envelope, and oneOf would then refuse a valid answer (decision 064).
 */
export function withErrorEnvelope(operation: OpenAPIV3_1.OperationObject): void {
  const ok = operation.responses?.['200'];
  if (!ok || isReference(ok)) return;
  ok.content ??= {};
  const json = ok.content['application/json'];
  if (!json?.schema) {
    // A route answering something else on success (a PDF, a stream) still fails with the envelope.
    ok.content['application/json'] = { schema: errorRef };
    return;
  }
  json.schema = { anyOf: [json.schema, errorRef] };
}
