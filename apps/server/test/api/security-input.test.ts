import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  token = await login(t, 'member');
});
afterAll(async () => {
  await t.close();
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const isString = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  (schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    (schema.anyOf ?? []).some(isString));

/** Every string field of every route, read from the OpenAPI document generated from the contract. */
function stringFields() {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const cases: Array<{ method: string; path: string; where: 'query' | 'body' | 'path'; name: string }> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const parameter of operation.parameters ?? []) {
        if ((parameter.in === 'query' || parameter.in === 'path') && isString(parameter.schema)) {
          cases.push({ method, path, where: parameter.in, name: parameter.name });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        if (isString(schema)) cases.push({ method, path, where: 'body', name });
      }
    }
  }
  return cases;
}

const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('control characters at the contract edge', () => {
  it('every string field of every route answers 400, never 500, for a NUL or other control character', async () => {
    const cases = stringFields();
    expect(cases.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [index, c] of cases.entries()) {
      const bad = index % 2 === 0 ? 'a\u0000b' : 'x\u001by';
      const target =
        c.where === 'path' ? fillPath(c.path).replace('/1', `/${encodeURIComponent(bad)}`) : fillPath(c.path);
      const res = await t.app.inject({
        method: c.method.toUpperCase() as 'GET',
        url: target,
        ...(c.where === 'query' ? { query: { [c.name]: bad } } : {}),
        ...(c.where === 'body' ? { payload: { [c.name]: bad } } : {}),
        headers: { authorization: `Bearer ${token}` },
      });
      const body = res.json() as { code?: number; msg?: string };
      if (res.statusCode >= 500 || body.code === 500 || body.code === 200) {
        failures.push(`${c.method} ${c.path} ${c.where}.${c.name}: HTTP ${res.statusCode} code ${body.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the problem to the caller and keeps the account untouched', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: Api.modifyNickname,
      payload: { nickname: 'nick\u0000name' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toMatchObject({ code: 400, msg: Msg.controlCharacters });
    const info = await t.app.inject({
      method: 'GET',
      url: Api.memberInfo,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((info.json() as { data: { nickname: string } }).data.nickname).not.toContain('\u0000');
  });

  it('keeps tabs and line breaks, which people do type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: Api.modifyNickname,
      payload: { nickname: '投资\t人' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect((res.json() as { code: number }).code).not.toBe(500);
    expect((res.json() as { msg: string }).msg).not.toBe(Msg.controlCharacters);
  });

  it('refuses a NUL in a JSON key too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: Api.accountLogin,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"demo","password":"Demo@2026","x\\u0000":1}',
    });
    expect(res.json()).toMatchObject({ code: 400, msg: Msg.controlCharacters });
  });

  it('logs no query parameters when the database refuses a statement', async () => {
    lines.length = 0;
    // A failing statement with a bound value, logged the way the error handler logs a failed request.
    const { sql } = await import('drizzle-orm');
    let error: unknown;
    try {
      await t.db.execute(sql`select ${'SecretParam#123'}::int`);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeDefined();
    t.app.log.error({ err: error }, 'request failed');
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain('SecretParam#123');
  });
});
