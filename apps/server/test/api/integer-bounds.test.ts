import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t, 'member');
});
afterAll(async () => {
  await t.close();
});

/** One above the int4 ids' column, and one a JavaScript number cannot even hold exactly. */
const tooBig = ['2147483648', '9007199254740993'];

describe('ids wider than their column', () => {
  it.each(tooBig)('%s in a path, a query or a body answers the validation envelope', async (id) => {
    const api = client(t.app);
    const asMember = { token };
    const answers = [
      await api.get(`${Api.newsInfo}/${id}`),
      await api.get(Api.newsInfoQuery, { query: { id } }),
      await api.get(`${Api.goodsInfo}/${id}`),
      await api.get(Api.memberCouponList, { ...asMember, query: { goodsId: id } }),
      // JSON numbers as well as strings: a big number is parsed to the nearest double before zod sees it.
      await api.post(Api.orderQuote, { goodsId: Number(id) }, asMember),
      await api.post(Api.orderQuote, { goodsId: 1, couponId: id }, asMember),
      await api.post(Api.orderCreate, { goodsId: id }, asMember),
      await api.post(Api.orderCreate, { goodsId: 1, couponId: Number(id) }, asMember),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({ code: ResultCode.badRequest, msg: Msg.badRequest, data: null });
    }
  });

  it('the largest int4 id is still a valid (missing) one', async () => {
    const answer = await client(t.app).get(`${Api.goodsInfo}/2147483647`);
    expect(answer.code).toBe(ResultCode.notFound);
  });
});

type Schema = OpenAPIV3_1.SchemaObject;

/** A value a schema accepts, as plain as it gets (the sweep below changes one integer at a time). */
function plainValue(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return plainObject(schema);
  if (type === 'string') return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  return undefined;
}

function plainObject(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    (schema.required ?? []).map((name) => [name, plainValue(schema.properties?.[name] as Schema)]),
  );
}

const isInteger = (schema: Schema | undefined) => [schema?.type].flat().includes('integer');

/** Every integer input of every operation in the document, set alone to a value wider than its column. */
function wideInputs(doc: OpenAPIV3_1.Document, id: string) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const bodySchema = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ]?.schema as Schema | undefined;
      const request = (wide?: { in: string; name: string }) => {
        let url = path;
        const query: Record<string, string> = {};
        for (const p of parameters) {
          const value =
            wide?.in === p.in && wide.name === p.name ? id : String(plainValue(p.schema as Schema));
          if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
          if (p.in === 'query' && (p.required || wide?.name === p.name)) query[p.name] = value;
        }
        const body = bodySchema ? plainObject(bodySchema) : undefined;
        if (body && wide?.in === 'body') body[wide.name] = Number(id);
        return {
          method: method.toUpperCase() as 'GET' | 'POST',
          url,
          query,
          body,
          what: `${wide?.in} ${wide?.name}`,
        };
      };
      const wideParams = parameters
        .filter((p) => isInteger(p.schema as Schema))
        .map((p) => request({ in: p.in, name: p.name }));
      const wideBody = Object.entries(bodySchema?.properties ?? {})
        .filter(([, schema]) => isInteger(schema as Schema))
        .map(([name]) => request({ in: 'body', name }));
      return [...wideParams, ...wideBody];
    }),
  );
}

describe('every integer input of every operation', () => {
  it.each(tooBig)(
    'set to %s answers the validation envelope, never 500',
    async (id) => {
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenAPIV3_1.Document;
      const calls = wideInputs(doc, id);
      expect(calls.length).toBeGreaterThan(100);
      const failures: string[] = [];
      for (const call of calls) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          query: call.query,
          headers: { authorization: `Bearer ${token}` },
          ...(call.body ? { payload: call.body } : {}),
        });
        const code = res.statusCode === 200 ? (res.json() as { code?: number }).code : res.statusCode;
        if (code !== ResultCode.badRequest) failures.push(`${call.method} ${call.url} ${call.what}: ${code}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
