import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { toSerializerSchema, type SerializerSchema } from './serializer-schema';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

export interface ResponseSerializerOptions {
  /**
   * Also runs zod's check of every answer and refuses one the compiled serializer writes differently
   * (key order aside), so a test suite proves both agree on every answer it sees. Off in production.
   */
  verify?: boolean;
  /** Told once per route and status whose schema stays on zod's serializer. */
  onFallback?: (route: string) => void;
}

/**
 * Compiled serializers by schema text: an app builds a serializer per route and status, tests build many apps
 * in one process, and the same shapes recur; each is compiled once.
 */
const compiled = new Map<string, Serialize>();

function compile(schema: SerializerSchema): Serialize {
  const key = JSON.stringify(schema);
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJson(schema) as Serialize;
    compiled.set(key, serialize);
  }
  return serialize;
}

/** Compiles on the first answer, so starting the app does not pay for routes nobody calls. */
function compiledOnFirstUse(schema: SerializerSchema): Serialize {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(schema))(data);
}

function verified(route: string, fast: Serialize, zod: Serialize): Serialize {
  return (data) => {
    const expected = zod(data);
    const actual = fast(data);
    if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
      throw new Error(`${route}: the compiled serializer wrote ${actual} where zod wrote ${expected}`);
    return actual;
  };
}

/**
 * Response serializer (decision 044): each route's zod response schema is converted once into a schema
 * fast-json-stringify compiles, which writes declared fields only. zod checked and re-built every answer
 * instead, a third of a member list request's time. A schema the conversion cannot render faithfully
 * (transforms, defaults, recursion, unions of objects...) keeps zod's serializer for that route.
 */
export function responseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const zod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const name = `${route.method} ${route.url} ${route.httpStatus}`;
    const converted = route.schema instanceof $ZodType ? toSerializerSchema(route.schema) : undefined;
    if (!converted) {
      options.onFallback?.(name);
      return zod;
    }
    const fast = compiledOnFirstUse(converted);
    return options.verify ? verified(name, fast, zod) : fast;
  };
}
