import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route of the OpenAPI document generated from the contract, with the names of its inputs. */
function routes() {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** What a careless or hostile client might put anywhere. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
    '<script>',
    '99999999999999999999',
  ),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue(), { maxKeys: 3 }),
);
const queryJunk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('-1', '0', '1e309', 'NaN', '', '%', '_'),
);

describe('every endpoint under generated input', () => {
  it('never answers 500 nor drops the envelope, with or without a token', async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of all) {
      const pathParam = fc.oneof(
        fc.integer({ min: -5, max: 1_000_000 }).map(String),
        fc.string({ minLength: 1, maxLength: 12 }),
      );
      await fc.assert(
        fc.asyncProperty(
          pathParam,
          fc.dictionary(fc.constantFrom(...route.query, 'extra'), queryJunk, { maxKeys: 4 }),
          fc.dictionary(fc.constantFrom(...route.body, 'extra'), junk, { maxKeys: 4 }),
          fc.boolean(),
          async (param, query, body, withToken) => {
            const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(param));
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              query,
              ...(route.method === 'GET' ? {} : { payload: body }),
              ...(withToken ? { headers: { authorization: `Bearer ${token}` } } : {}),
            });
            const isApi =
              route.path.startsWith('/api') ||
              ['/login', '/getInfo', '/logout', '/captchaImage'].includes(route.path);
            const code = isApi ? (res.json() as { code?: number }).code : undefined;
            if (res.statusCode >= 500 || code === 500 || (isApi && typeof code !== 'number')) {
              failures.push(
                `${route.method} ${url} ${JSON.stringify(query)} ${JSON.stringify(body)}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            }
          },
        ),
        { numRuns: 12, seed: 20261123 },
      );
    }
    expect(failures).toEqual([]);
    // Its work grows with the number of routes (12 generated calls each), not with anything that can hang.
  }, 180_000);
});
