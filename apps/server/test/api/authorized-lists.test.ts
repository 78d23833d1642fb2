import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveRoom } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { courseCategories, courses } from '../../src/db/schema/courses';
import { liveRooms } from '../../src/db/schema/live';
import { grantModule, moduleIdOf } from '../helpers/content';
import { shopper } from '../helpers/commerce';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The "authorized" room lists list only rooms the member may enter (free ones and those of modules held),
// filtered and paged in SQL: with more rooms than a page, and more than the 1,000 the old in-memory filter read.
let t: TestApp;
let api: ReturnType<typeof client>;
let vipId: number;

const PAID = 30;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  vipId = await moduleIdOf(t, 'vip_news');
  const room = (typeCode: 'word' | 'video', i: number) => ({
    typeCode,
    title: `会员${typeCode === 'word' ? '文字' : '视频'}直播间 ${i}`,
    pic: '',
    moduleId: vipId,
    // Sorted before the seeded rooms, so a wrong filter shows on the first page.
    sort: -100 + i,
  });
  const [category] = await t.db.select({ id: courseCategories.id }).from(courseCategories).limit(1);
  await t.db.insert(courses).values(
    Array.from({ length: PAID }, (_, i) => ({
      categoryId: category?.id as number,
      title: `会员课程 ${i}`,
      pic: '',
      description: '',
      moduleId: vipId,
      sort: -100 + i,
      publishedAt: new Date(),
    })),
  );
  await t.db
    .insert(liveRooms)
    .values([
      ...Array.from({ length: PAID }, (_, i) => room('word', i)),
      ...Array.from({ length: PAID }, (_, i) => room('video', i)),
    ]);
});
afterAll(async () => t?.close());

async function all(url: string, token: string): Promise<{ rows: LiveRoom[]; total: number }> {
  const rows: LiveRoom[] = [];
  let total = 0;
  for (let pageNum = 1; pageNum < 20; pageNum += 1) {
    const page = await api.get<LiveRoom[]>(`${url}?pageNum=${pageNum}&pageSize=20`, { token });
    total = page.total ?? 0;
    rows.push(...((page.rows as LiveRoom[]) ?? []));
    if ((page.rows?.length ?? 0) < 20) break;
  }
  return { rows, total };
}

/** Active rooms of a type, free ones only or with the rooms of one module too, counted in the database. */
async function count(typeCode: 'word' | 'video', withModule: number | null): Promise<number> {
  const rows = await t.db
    .select({ moduleId: liveRooms.moduleId })
    .from(liveRooms)
    .where(and(eq(liveRooms.typeCode, typeCode), eq(liveRooms.enabled, true)));
  return rows.filter((r) => r.moduleId === null || r.moduleId === withModule).length;
}

describe.each([
  ['word' as const, Api.liveWordListAuthorized],
  ['video' as const, Api.liveVideoListAuthorized],
])('%s rooms the member may enter', (typeCode, authorizedUrl) => {
  it('lists only free rooms without the module, and the paid ones too once it is held, page by page', async () => {
    const member = await shopper(t);
    const without = await all(authorizedUrl, member.token);
    expect(without.total).toBe(await count(typeCode, null));
    expect(without.rows).toHaveLength(without.total);
    expect(without.rows.some((r) => r.title.startsWith('会员'))).toBe(false);

    await grantModule(t, member.memberId, 'vip_news');
    const withModule = await all(authorizedUrl, member.token);
    expect(withModule.total).toBe(await count(typeCode, vipId));
    expect(withModule.total).toBe(without.total + PAID);
    expect(withModule.rows).toHaveLength(withModule.total);
    expect(new Set(withModule.rows.map((r) => r.id)).size).toBe(withModule.total);
  });
});

describe('courses the member may open', () => {
  it('lists free courses, those of held modules and bought ones, page by page in SQL', async () => {
    const member = await shopper(t);
    const modules = (await t.db.select({ moduleId: courses.moduleId }).from(courses)).map((c) => c.moduleId);
    const freeCount = modules.filter((m) => m === null).length;
    const vipCount = modules.filter((m) => m === vipId).length;
    const without = await all(Api.courseListAuthorized, member.token);
    expect(without.total).toBe(freeCount);
    expect(without.rows).toHaveLength(freeCount);
    await grantModule(t, member.memberId, 'vip_news');
    const withModule = await all(Api.courseListAuthorized, member.token);
    expect(withModule.total).toBe(freeCount + vipCount);
    expect(vipCount).toBeGreaterThan(PAID);
    expect(withModule.rows).toHaveLength(withModule.total);
  });
});
