import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { members } from '../../src/db/schema/members';
import { sessions } from '../../src/db/schema/sessions';
import { smsCodes } from '../../src/db/schema/sms-codes';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  const login = await client(t.app).post<LoginResult>(Api.accountLogin, {
    username: 'demo',
    password: 'Demo@2026',
  });
  token = login.data?.token ?? '';
});
afterAll(async () => {
  await t.close();
});

interface Endpoint {
  url: string;
  /** A body that would be accepted; the fuzzer only ever sends broken variants of it. */
  valid: Record<string, string>;
  required: string[];
  withToken?: boolean;
}

const endpoints: Endpoint[] = [
  {
    url: Api.accountLogin,
    valid: { username: 'demo', password: 'Demo@2026' },
    required: ['username', 'password'],
  },
  { url: Api.codeLogin, valid: { mobile: '13800000001', code: '123456' }, required: ['mobile', 'code'] },
  {
    url: Api.register,
    valid: {
      username: 'fuzz_user',
      password: 'Secret#2026',
      mobile: '13911112222',
      code: '123456',
      nickname: '测试',
    },
    required: ['username', 'password', 'mobile', 'code'],
  },
  { url: Api.cancelAccount, valid: { mobile: '13800000001', code: '123456' }, required: ['mobile', 'code'] },
  { url: Api.smsCode, valid: { mobile: '13911113333', purpose: 'login' }, required: ['mobile'] },
  {
    url: Api.adminLogin,
    valid: { username: 'demo', password: 'Demo@2026', code: 'abcd', uuid: 'uuid' },
    required: ['username', 'password', 'code', 'uuid'],
  },
  { url: Api.modifyName, valid: { name: '李明' }, required: ['name'], withToken: true },
  { url: Api.modifyNickname, valid: { nickname: '投资人' }, required: ['nickname'], withToken: true },
  {
    url: Api.modifyPassword,
    valid: { oldPassword: 'Demo@2026', newPassword: 'Another#2026' },
    required: ['oldPassword', 'newPassword'],
    withToken: true,
  },
];

/** Values no field of these endpoints accepts. */
const badValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.constant('x'.repeat(200_000)),
);

function badBody(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const keys = Object.keys(endpoint.valid);
  return fc.oneof(
    // Not an object at all.
    fc.oneof(
      fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
      fc.array(fc.jsonValue()),
    ),
    // One or more fields of the wrong type or absurd size.
    fc
      .record({ key: fc.constantFrom(...keys), value: badValue })
      .map(({ key, value }) => ({ ...endpoint.valid, [key]: value })),
    // A required field missing.
    fc
      .record({ drop: fc.constantFrom(...endpoint.required), keep: fc.subarray(keys) })
      .map(({ drop, keep }) =>
        Object.fromEntries(keep.filter((k) => k !== drop).map((k) => [k, endpoint.valid[k]])),
      ),
    // Otherwise valid, plus a field nobody asked for.
    fc
      .record({
        key: fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !keys.includes(k) && k !== '__proto__'),
        value: fc.jsonValue(),
      })
      .map(({ key, value }) => ({ ...endpoint.valid, [key]: value })),
    // Nested objects where strings belong.
    fc
      .constantFrom(...keys)
      .map((key) => ({ ...endpoint.valid, [key]: { nested: { deeper: [endpoint.valid[key]] } } })),
  );
}

async function stateCounts() {
  const [m] = await t.db.select({ n: count() }).from(members);
  const [s] = await t.db.select({ n: count() }).from(sessions);
  const [c] = await t.db.select({ n: count() }).from(smsCodes);
  return { members: m?.n, sessions: s?.n, smsCodes: c?.n };
}

describe('auth endpoints under generated bad input', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.url} never fails with 5xx and changes nothing`, async () => {
      const before = await stateCounts();
      await fc.assert(
        fc.asyncProperty(badBody(endpoint), async (body) => {
          const payload = JSON.stringify(body) ?? '';
          const res = await t.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: {
              'content-type': 'application/json',
              ...(endpoint.withToken ? { authorization: `Bearer ${token}` } : {}),
            },
            payload,
          });
          expect(res.statusCode).toBe(200);
          const envelope = res.json() as { code: number; msg: string };
          expect(envelope.code).not.toBe(200);
          expect(envelope.code).toBeLessThan(500);
          expect(typeof envelope.msg).toBe('string');
        }),
        { numRuns: 100 },
      );
      expect(await stateCounts()).toEqual(before);
    });
  }

  it('the member behind the token is untouched', async () => {
    const info = await client(t.app).get<{ name: string | null; nickname: string | null }>(Api.memberInfo, {
      token,
    });
    expect(info.data).toMatchObject({ name: null, nickname: '财经学堂学员' });
  });
});
