import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseItem } from '@app/contract/course';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { PRIVATE_CACHE_CONTROL } from '@app/contract/limits';
import { getRaw, grantModule, revokeModules } from '../helpers/content';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The public list cache is on here (it is off in the other suites, which read right after they write).
let t: TestApp;
let member: { token: string; memberId: number };

beforeAll(async () => {
  t = await createTestApp({ listCacheMs: 60_000 });
  const login = await loginAs(t, 'member');
  member = { token: login.token, memberId: login.memberId };
});
afterAll(async () => {
  await t.close();
});

const vipNews = `${Api.newsList}?categoryId=11&pageNum=1&pageSize=20`;
const courses = `${Api.courseGetList}?pageNum=1&pageSize=20`;

describe('public list cache', () => {
  it('applies each caller’s lock flags after the cache: a visitor’s cached page does not lock or unlock a member’s', async () => {
    await revokeModules(t, member.memberId);
    const visitor = await getRaw(t, vipNews);
    const visitorRows = visitor.body.rows as NewsItem[];
    const paid = visitorRows.filter((r) => r.moduleId !== null);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((r) => r.locked)).toBe(true);

    await grantModule(t, member.memberId, 'vip_news');
    const granted = await getRaw(t, vipNews, member.token);
    expect((granted.body.rows as NewsItem[]).map((r) => r.id)).toEqual(visitorRows.map((r) => r.id));
    expect((granted.body.rows as NewsItem[]).every((r) => !r.locked)).toBe(true);
    expect(granted.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

    const visitorAgain = (await getRaw(t, vipNews)).body.rows as NewsItem[];
    expect(visitorAgain.filter((r) => r.moduleId !== null).every((r) => r.locked)).toBe(true);
    await revokeModules(t, member.memberId);
  });

  it('serves courses the same way: bought or granted courses unlock per caller on a cached page', async () => {
    const visitor = (await getRaw(t, courses)).body.rows as CourseItem[];
    const paid = visitor.filter((c) => c.moduleId !== null);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((c) => c.locked)).toBe(true);
    await grantModule(t, member.memberId, 'course_pro');
    const mine = (await getRaw(t, courses, member.token)).body.rows as CourseItem[];
    const proId = paid[0]?.moduleId;
    expect(mine.filter((c) => c.moduleId === proId).every((c) => !c.locked)).toBe(true);
    await revokeModules(t, member.memberId);
  });
});

describe('public response cache (visitors)', () => {
  it('never answers a caller with a token from a visitor’s cached answer', async () => {
    await revokeModules(t, member.memberId);
    const first = await t.app.inject({ method: 'GET', url: vipNews });
    const again = await t.app.inject({ method: 'GET', url: vipNews });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);

    await grantModule(t, member.memberId, 'vip_news');
    const mine = await t.app.inject({
      method: 'GET',
      url: vipNews,
      headers: { authorization: `Bearer ${member.token}` },
    });
    const paid = (mine.json() as { rows: NewsItem[] }).rows.filter((r) => r.moduleId !== null);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((r) => !r.locked)).toBe(true);
    await revokeModules(t, member.memberId);
  });
});
