import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@app/contract/envelope';
import { unboundedIntegers } from '@app/contract/integer-bounds';
import { INT4_MAX, INT4_MIN } from '@app/contract/limits';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let doc: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t, 'member');
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  doc = res.json() as OpenAPIV3_1.Document;
});
afterAll(async () => {
  await t.close();
});

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);
ajv.addFormat('int32', { type: 'number', validate: (n: number) => n >= INT4_MIN && n <= INT4_MAX });
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });

/** Values the seed has for inputs a GET route requires (ids from the demo data, names the routes know). */
const seedValues: Record<string, string> = {
  ids: '1,2',
  url: 'http://localhost/',
  redirect: '/',
  state: 'abcdefgh12',
  orderNo: 'ABC123456',
  key: 'k'.repeat(20),
  code: 'home',
};

function valueFor(parameter: OpenAPIV3_1.ParameterObject): string {
  const schema = (parameter.schema ?? {}) as OpenAPIV3_1.SchemaObject;
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer') return '1';
  if (schema.pattern === '^\\d{6}$') return '600519';
  if (schema.pattern?.startsWith('^[a-z]')) return 'sys_yes_no';
  return seedValues[parameter.name] ?? 'a';
}

interface Operation {
  path: string;
  url: string;
  operation: OpenAPIV3_1.OperationObject;
}

function getOperations(): Operation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) => {
    const operation = item?.get;
    if (!operation) return [];
    const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    let url = path;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, valueFor(parameter));
      if (parameter.in === 'query' && parameter.required) query.set(parameter.name, valueFor(parameter));
    }
    return [{ path, url: query.size ? `${url}?${query}` : url, operation }];
  });
}

/** The documented schema of an operation's 200 JSON answer, with the document's components to resolve refs. */
function answerSchema(operation: OpenAPIV3_1.OperationObject) {
  const ok = operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
  const schema = ok?.content?.['application/json']?.schema;
  return schema ? { ...schema, components: doc.components } : undefined;
}

const declares = (operation: OpenAPIV3_1.OperationObject) => JSON.stringify(operation.security ?? null);
const MEMBER_ONLY = JSON.stringify([{ bearer: [] }]);

describe('the OpenAPI document', () => {
  it('names a server, and gives every operation a unique operationId and its security', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
    const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
      methods.flatMap((method) => (item?.[method] ? [item[method]] : [])),
    );
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !op.security?.length)).toEqual([]);
  });

  it('holds no integer wider than its column', () => {
    expect(unboundedIntegers(doc.paths, 'paths')).toEqual([]);
  });

  it('describes every real answer of every GET route, to a visitor and to the demo member', async () => {
    const operations = getOperations();
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let checked = 0;
    for (const { path, url, operation } of operations) {
      const schema = answerSchema(operation);
      const validate = schema ? ajv.compile(schema) : undefined;
      for (const asMember of [false, true]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          ...(asMember ? { headers: { authorization: `Bearer ${token}` } } : {}),
        });
        const who = asMember ? 'member' : 'visitor';
        if (!res.headers['content-type']?.toString().startsWith('application/json')) continue;
        const body = res.json() as { code?: number };
        checked += 1;
        if (!validate) {
          failures.push(`${who} GET ${url}: JSON answer but no documented schema`);
        } else if (!validate(body)) {
          const error = validate.errors?.[0];
          failures.push(
            `${who} GET ${url}: ${error?.instancePath} ${error?.message} — ${res.body.slice(0, 100)}`,
          );
        }
        // A route that refuses visitors must say it needs a token, and one that says so must refuse them
        // (unless their input is refused first: validation runs before the guard).
        if (!asMember && path.startsWith('/api') && body.code !== ResultCode.badRequest) {
          const refused = body.code === ResultCode.unauthorized;
          if (refused !== (declares(operation) === MEMBER_ONLY)) {
            failures.push(`visitor GET ${url}: code ${body.code} but security ${declares(operation)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(250);
    expect(failures).toEqual([]);
  }, 120_000);
});
