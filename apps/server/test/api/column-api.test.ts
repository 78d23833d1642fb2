import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharePayload, ToggleResult } from '@app/contract/content';
import type { NewsItem, ViewpointDetail, ViewpointItem } from '@app/contract/news';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import type { TeacherCard } from '@app/contract/teacher';
import { grantModule, moduleIdOf, revokeModules } from '../helpers/content';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
/** Demo member: holds 实战课程, lacks VIP内参. */
let demo: string;
let demoId: number;
let teachers: TeacherCard[];
let vipId: number;

const live = (query: string) => api.get<NewsItem[]>(`${Api.newsListAction}/live?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  const d = await loginAs(t, 'member');
  demo = d.token;
  demoId = d.memberId;
  teachers = (await api.get<TeacherCard[]>(`${Api.teacherList2}?pageSize=100`)).rows as TeacherCard[];
  vipId = await moduleIdOf(t, 'vip_news');
});
afterAll(async () => {
  await t.close();
});

describe('teacher news (GET /api/news/ver/2/list/live)', () => {
  it("lists only articles that have a teacher, and with teacherId only that teacher's", async () => {
    const all = (await live('pageSize=100')).rows as NewsItem[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((n) => n.teacher !== null)).toBe(true);

    let seen = 0;
    for (const teacher of teachers) {
      const res = await live(`teacherId=${teacher.id}&pageSize=100`);
      const rows = res.rows as NewsItem[];
      expect(rows.every((n) => n.teacher?.name === teacher.name)).toBe(true);
      expect(res.total).toBe(all.filter((n) => n.teacher?.name === teacher.name).length);
      seen += rows.length;
    }
    // Every teacher article belongs to exactly one teacher: the narrowed lists add up to the whole.
    expect(seen).toBe(all.length);
  });

  it('combines teacherId with the category and pages the result', async () => {
    const teacher = teachers[0] as TeacherCard;
    const all = (await live(`teacherId=${teacher.id}&pageSize=100`)).rows as NewsItem[];
    const categoryId = (all[0] as NewsItem).categoryId;
    const inCategory = all.filter((n) => n.categoryId === categoryId);
    const res = await live(`teacherId=${teacher.id}&categoryId=${categoryId}&pageSize=100`);
    expect((res.rows as NewsItem[]).map((n) => n.id)).toEqual(inCategory.map((n) => n.id));

    const page2 = await live(`teacherId=${teacher.id}&pageNum=2&pageSize=1`);
    expect(page2.total).toBe(all.length);
    expect((page2.rows as NewsItem[]).map((n) => n.id)).toEqual([all[1]?.id]);
  });

  it('answers an unknown teacher with an empty list and refuses a malformed id', async () => {
    const unknown = await live('teacherId=999999');
    expect(unknown).toMatchObject({ code: 200, rows: [], total: 0 });
    expect((await live('teacherId=0')).code).toBe(400);
    expect((await live('teacherId=abc')).code).toBe(400);
  });

  it('lists locked teacher news with public fields only', async () => {
    const rows = (await live('categoryId=11&pageSize=100')).rows as NewsItem[];
    const locked = rows.filter((n) => n.locked);
    expect(locked.length).toBeGreaterThan(0);
    for (const n of locked) {
      expect(n.moduleId).toBe(vipId);
      expect(n).not.toHaveProperty('content');
    }
  });
});

describe('viewpoints', () => {
  const lockedViewpoint = async (token?: string) =>
    (
      (await api.get<ViewpointItem[]>(Api.viewpointList, token ? { token } : {})).rows as ViewpointItem[]
    ).find((v) => v.moduleId === vipId) as ViewpointItem;

  it('opens a locked viewpoint only for a member holding its module', async () => {
    const before = await lockedViewpoint(demo);
    expect(before).toMatchObject({ locked: true });
    expect(before).not.toHaveProperty('content');
    const refused = await api.get(`${Api.viewpointInfo}/${before.id}`, { token: demo });
    expect(refused.code).toBe(206);
    expect(JSON.stringify(refused)).toContain('VIP内参');

    await grantModule(t, demoId, 'vip_news');
    try {
      expect(await lockedViewpoint(demo)).toMatchObject({ id: before.id, locked: false });
      const opened = await api.get<ViewpointDetail>(`${Api.viewpointInfo}/${before.id}`, { token: demo });
      expect(opened.code).toBe(200);
      expect(opened.data?.content).toContain('<p>');
      expect(opened.data?.locked).toBe(false);
    } finally {
      await revokeModules(t, demoId);
      await grantModule(t, demoId, 'course_pro');
    }
  });

  it('refuses to like or comment on a locked viewpoint the member cannot open', async () => {
    const vp = await lockedViewpoint(demo);
    expect((await api.post(Api.viewpointLike, { viewpointId: vp.id }, { token: demo })).code).toBe(206);
    expect(
      (await api.post(Api.viewpointComment, { viewpointId: vp.id, content: '看看' }, { token: demo })).code,
    ).toBe(206);
    // Nothing was counted by the refused like.
    expect((await lockedViewpoint(demo)).likes).toBe(vp.likes);
  });

  it('likes a free viewpoint and takes the like back', async () => {
    const vp = ((await api.get<ViewpointItem[]>(Api.viewpointList)).rows as ViewpointItem[]).find(
      (v) => !v.locked,
    ) as ViewpointItem;
    const first = await api.post<ToggleResult>(Api.viewpointLike, { viewpointId: vp.id }, { token: demo });
    const second = await api.post<ToggleResult>(Api.viewpointLike, { viewpointId: vp.id }, { token: demo });
    expect(first.data).toEqual({ active: true, count: vp.likes + 1 });
    expect(second.data).toEqual({ active: false, count: vp.likes });
  });

  it("shares the viewpoint's own page, not a news article's", async () => {
    const vp = (
      (await api.get<ViewpointItem[]>(Api.viewpointList)).rows as ViewpointItem[]
    )[0] as ViewpointItem;
    const visitor = await api.get<SharePayload>(`${Api.viewpointShare}?viewpointId=${vp.id}`);
    expect(visitor.data?.shareUrl).toBe(`${Pages.viewpointDetail}?id=${vp.id}`);
    const member = await api.get<SharePayload>(`${Api.viewpointShare}?viewpointId=${vp.id}`, { token: demo });
    expect(member.data?.shareUrl).toBe(`${Pages.viewpointDetail}?id=${vp.id}&parentMemberId=${demoId}`);
    expect((await api.get(`${Api.viewpointShare}?viewpointId=999999`)).code).toBe(404);
  });
});
