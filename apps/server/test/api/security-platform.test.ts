import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_QUOTA_IP_MULTIPLIER, WRITE_QUOTAS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface NewsItem {
  id: number;
  moduleId: number | null;
}

let t: TestApp;
let member: { token: string; memberId: number };
let freeNewsId: number;

beforeAll(async () => {
  // Budgets as in production: this file is about them.
  t = await createTestApp({ rateLimitFactor: 1 });
  member = await loginAs(t, 'member');
  const all = (await client(t.app).get<NewsItem[]>(`${Api.newsList}?categoryId=11&pageSize=100`))
    .rows as NewsItem[];
  freeNewsId = (all.find((n) => n.moduleId === null) as NewsItem).id;
});
afterAll(async () => {
  await t.close();
});

const like = (options: { token?: string; ip?: string; key?: string }) =>
  t.app.inject({
    method: 'POST',
    url: Api.newsLike,
    payload: { newsId: freeNewsId },
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });

describe('security headers', () => {
  it('pages and API answers carry a content security policy that forbids framing by other sites', async () => {
    for (const url of ['/', '/pages/mine/index/index', Api.navList]) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      // The hosted captcha's hosts are allowed only when it is the configured provider.
      expect(csp).not.toMatch(/geetest|geevisit|gsensebot|qbox/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Only a deployment behind TLS turns HSTS on.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets configured origins frame the app and sends HSTS when a TLS deployment asks for it', async () => {
    const framed = await createTestApp({
      shareDatabaseWith: t,
      config: {
        security: { frameAncestors: ['https://partner.example.com'], hstsMaxAgeSeconds: 31_536_000 },
      },
    });
    try {
      const res = await framed.app.inject({ method: 'GET', url: '/' });
      expect(String(res.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://partner.example.com",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await framed.close();
    }
  });

  it('can switch the API documentation page off', async () => {
    const quiet = await createTestApp({ shareDatabaseWith: t, config: { apiDocs: false } });
    try {
      expect((await quiet.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await quiet.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });
});

describe('write quotas', () => {
  it('a member gets the per-minute budget, then the limit message, then a fresh minute', async () => {
    const { token } = await loginAs(t, 'teacher');
    const codes: number[] = [];
    for (let i = 0; i < WRITE_QUOTAS.write.perMinute + 1; i += 1) {
      codes.push((await like({ token })).json<{ code: number }>().code);
    }
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    const refused = await like({ token });
    expect(refused.json()).toMatchObject({ code: 429, msg: Msg.tooManyRequests });
    // Another member is not affected.
    expect((await like({ token: member.token })).json<{ code: number }>().code).toBe(200);
    t.clock.advance(60_000);
    expect((await like({ token })).json<{ code: number }>().code).toBe(200);
  });

  it('visitors are counted per address, with a larger budget for the people behind one address', async () => {
    const budget = WRITE_QUOTAS.accessLog.perMinute * WRITE_QUOTA_IP_MULTIPLIER;
    const save = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: Api.accessLogSave,
        remoteAddress: ip,
        payload: { title: '首页', url: '/pages/index/index' },
      });
    let last = 0;
    for (let i = 0; i < budget + 1; i += 1) last = (await save('10.9.0.1')).json<{ code: number }>().code;
    expect(last).toBe(429);
    expect((await save('10.9.0.2')).json<{ code: number }>().code).toBe(200);
  });

  it('a day budget is refused with its own message and opens again at midnight China time', async () => {
    const fresh = await createTestApp({ shareDatabaseWith: t, rateLimitFactor: 1 });
    try {
      // 02:00 UTC is 10:00 in China: the whole day's budget fits before midnight at 16:00 UTC.
      fresh.clock.set(new Date('2026-05-01T02:00:00.000Z'));
      const token = (await loginAs(fresh, 'member')).token;
      const comment = async (content: string) =>
        (
          await fresh.app.inject({
            method: 'POST',
            url: Api.newsComment,
            payload: { newsId: freeNewsId, content },
            headers: { authorization: `Bearer ${token}` },
          })
        ).json<{ code: number; msg: string }>();
      const { perMinute, perDay } = WRITE_QUOTAS.comment;
      for (let i = 0; i < perDay; i += 1) {
        if (i > 0 && i % perMinute === 0) fresh.clock.advance(60_000);
        expect((await comment(`第${i}条评论`)).code).toBe(200);
      }
      fresh.clock.advance(60_000);
      expect(await comment('超出今日额度')).toMatchObject({ code: 429, msg: Msg.dailyQuotaReached });
      fresh.clock.set(new Date('2026-05-01T16:00:00.000Z'));
      expect((await comment('新的一天')).code).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('idempotency keys', () => {
  it('a retried write with the same key is answered again without running twice', async () => {
    const { token } = await loginAs(t, 'member');
    t.clock.advance(60_000);
    const first = await like({ token, key: 'like-retry-1' });
    const second = await like({ token, key: 'like-retry-1' });
    expect(first.json()).toEqual(second.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    // A like is a toggle: had the retry run, the article would be unliked again.
    const third = await like({ token, key: 'like-retry-2' });
    expect(third.json<{ data: { active: boolean } }>().data.active).not.toBe(
      first.json<{ data: { active: boolean } }>().data.active,
    );
  });

  it('refuses the same key for another request, keeps keys per caller, and forgets them after a day', async () => {
    const { token } = await loginAs(t, 'member');
    t.clock.advance(60_000);
    await like({ token, key: 'shared-key' });
    const other = await t.app.inject({
      method: 'POST',
      url: Api.newsFavorite,
      payload: { newsId: freeNewsId },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'shared-key' },
    });
    expect(other.json()).toMatchObject({ code: 409, msg: Msg.idempotencyKeyReused });
    const teacher = (await loginAs(t, 'teacher')).token;
    expect(
      (await like({ token: teacher, key: 'shared-key' })).headers['idempotent-replayed'],
    ).toBeUndefined();
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await like({ token, key: 'shared-key' })).headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refused write leaves its key free for the retry', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: Api.newsLike,
      payload: { newsId: 999_999 },
      headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': 'missing-news' },
    });
    expect(refused.json<{ code: number }>().code).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: Api.newsLike,
      payload: { newsId: 999_999 },
      headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': 'missing-news' },
    });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: Api.newsLike,
          payload: { newsId: freeNewsId },
          headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': 'x'.repeat(300) },
        })
      ).json<{ code: number }>().code,
    ).toBe(400);
  });
});
