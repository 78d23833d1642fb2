import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsCategory, NewsDetail, NewsItem, NewsUnread } from '@app/contract/news';
import { NEWS_CATEGORY_RULES, NEWS_FEED_RULES, NEWS_LIST_RULES } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { news, newsCategories } from '../../src/db/schema/news';
import { registerMember } from '../helpers/accounts';
import { grantModule, moduleIdOf } from '../helpers/content';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let api: ReturnType<typeof client>;
let T0: Date;
/** This file's own categories (not on the home page) and articles. */
const X = 901;
const Y = 902;
let vipId: number;
let teacherId: number;
const ids: Record<string, number> = {};

const at = (ms: number) => new Date(T0.getTime() + ms);

async function addNews(
  key: string,
  row: {
    categoryId: number;
    title: string;
    content?: string;
    hoursAgo: number;
    teacher?: boolean;
    moduleId?: number | null;
    visible?: boolean;
    likes?: number;
  },
) {
  const [inserted] = await t.db
    .insert(news)
    .values({
      categoryId: row.categoryId,
      title: row.title,
      description: `${row.title}摘要`,
      content: `<p>${row.content ?? row.title}</p>`,
      teacherId: row.teacher ? teacherId : null,
      moduleId: row.moduleId ?? null,
      visible: row.visible ?? true,
      likes: row.likes ?? 0,
      publishedAt: at(-row.hoursAgo * HOUR),
    })
    .returning({ id: news.id });
  ids[key] = inserted?.id as number;
}

/** Opens an article `times` times at T0 + offset: each shown article is a recorded read. */
async function readAt(key: string, offsetMs: number, times = 1) {
  t.clock.set(at(offsetMs));
  for (let i = 0; i < times; i += 1) expect((await api.get(`${Api.newsInfo}/${ids[key]}`)).code).toBe(200);
  t.clock.set(T0);
}

const rowsOf = async (url: string, token?: string) =>
  ((await api.get<NewsItem[]>(url, token ? { token } : {})).rows ?? []) as NewsItem[];
const idsOf = async (url: string, token?: string) => (await rowsOf(url, token)).map((n) => n.id);
const categoryIds = async (variant: string) =>
  (((await api.get<NewsCategory[]>(`${Api.newsCategory}/${variant}`)).rows ?? []) as NewsCategory[]).map(
    (c) => c.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  T0 = t.clock.now();
  vipId = await moduleIdOf(t, 'vip_news');
  const live = (await rowsOf(`${Api.newsListAction}/live?pageSize=1`))[0] as NewsItem;
  const [withTeacher] = await t.db
    .select({ teacherId: news.teacherId })
    .from(news)
    .where(eq(news.id, live.id));
  teacherId = withTeacher?.teacherId as number;
  await t.db.insert(newsCategories).values([
    { id: X, title: '测试甲', sort: 90 },
    { id: Y, title: '测试乙', sort: 91 },
  ]);
  await addNews('x1', {
    categoryId: X,
    title: '甲一 新能源装机',
    content: '独有正文词光伏组件',
    hoursAgo: 1,
  });
  await addNews('xHidden', {
    categoryId: X,
    title: '甲二 隐藏的内参',
    hoursAgo: 2,
    visible: false,
    moduleId: vipId,
  });
  await addNews('xFuture', { categoryId: X, title: '甲三 尚未发布', hoursAgo: -5 });
  await addNews('y1', { categoryId: Y, title: '乙一 老师文章', hoursAgo: 48, teacher: true, likes: 3 });
  await addNews('w', { categoryId: Y, title: '乙二 编辑稿', hoursAgo: 40, likes: 10 });
  await addNews('yOld', { categoryId: Y, title: '乙三 旧闻', hoursAgo: 240, likes: 50 });
});
afterAll(async () => {
  await t.close();
});

describe('rules are written in the contract', () => {
  it('documents every variant', () => {
    for (const rules of [NEWS_LIST_RULES, NEWS_FEED_RULES, NEWS_CATEGORY_RULES])
      for (const rule of Object.values(rules)) expect(rule.length).toBeGreaterThan(10);
  });
});

describe('list variants (/api/news/ver/2/list/{action})', () => {
  it('visible and the plain list leave hidden and unpublished articles out; all keeps hidden ones', async () => {
    const plain = await idsOf(`${Api.newsList}?categoryId=${X}`);
    expect(plain).toEqual([ids.x1]);
    expect(await idsOf(`${Api.newsListAction}/visible?categoryId=${X}`)).toEqual(plain);
    const all = await rowsOf(`${Api.newsListAction}/all?categoryId=${X}`);
    expect(all.map((n) => n.id)).toEqual([ids.x1, ids.xHidden]);
    // Locked fields stay masked in /all.
    expect(all[1]).toMatchObject({ locked: true, moduleId: vipId });
    expect(all[1]).not.toHaveProperty('content');
  });

  it('allorvisible adds the hidden ones whose module the caller holds', async () => {
    expect(await idsOf(`${Api.newsListAction}/allorvisible?categoryId=${X}`)).toEqual([ids.x1]);
    const holder = await registerMember(t);
    await grantModule(t, holder.login.memberId, 'vip_news');
    const rows = await rowsOf(`${Api.newsListAction}/allorvisible?categoryId=${X}`, holder.login.token);
    expect(rows.map((n) => n.id)).toEqual([ids.x1, ids.xHidden]);
    expect(rows[1]?.locked).toBe(false);
  });

  it('news lists editorial articles, live the teachers’ ones', async () => {
    expect(await idsOf(`${Api.newsListAction}/news?categoryId=${Y}`)).toEqual([ids.w, ids.yOld]);
    expect(await idsOf(`${Api.newsListAction}/live?categoryId=${Y}`)).toEqual([ids.y1]);
  });

  it("newsCategory gives each category's newest article, in category order", async () => {
    const rows = await rowsOf(`${Api.newsListAction}/newsCategory?pageSize=100`);
    const categories = rows.map((n) => n.categoryId);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories.slice(-2)).toEqual([X, Y]);
    expect(rows.slice(-2).map((n) => n.id)).toEqual([ids.x1, ids.w]);
    expect(categories.slice(0, 3)).toEqual([15, 11, 16]);
  });

  it('find lists the last 7 days’ articles, most liked first', async () => {
    expect(await idsOf(`${Api.newsListAction}/find?categoryId=${Y}`)).toEqual([ids.w, ids.y1]);
    expect(await idsOf(`${Api.newsGetFind}?categoryCode=${Y}`)).toEqual([ids.w, ids.y1]);
  });

  it("strategy lists the teachers' strategy articles, locked ones with the lock", async () => {
    const rows = await rowsOf(`${Api.newsListAction}/strategy`);
    expect(rows.length).toBe(5);
    expect(rows.every((n) => n.categoryId === 20 && n.teacher !== null)).toBe(true);
    expect(rows.filter((n) => n.locked)).toHaveLength(2);
    expect((await api.get(`${Api.newsByCode}?categoryCode=strategy`)).total).toBe(5);
  });

  it('search matches title or content; no keyword, no rows; both paths answer alike', async () => {
    for (const path of [Api.newsSearch, Api.newsListSearch]) {
      expect(await idsOf(`${path}?keyword=${encodeURIComponent('光伏组件')}`)).toEqual([ids.x1]);
      expect(await idsOf(`${path}?keyword=${encodeURIComponent('乙二')}`)).toEqual([ids.w]);
      expect(await api.get(path)).toMatchObject({ code: 200, rows: [], total: 0 });
    }
  });
});

describe('ranked by recorded reads', () => {
  beforeAll(async () => {
    await readAt('x1', -2 * HOUR, 3);
    await readAt('y1', -3 * DAY, 2);
    await readAt('w', -30 * HOUR, 4);
    await readAt('w', -2 * HOUR, 1);
    await readAt('yOld', -8 * DAY, 9);
  });

  it('find/hot: most read in the last 7 days', async () => {
    expect(await idsOf(Api.newsFindHot)).toEqual([ids.w, ids.x1, ids.y1]);
  });

  it('hotspot: most read in the last 24 hours (list variant and /hotspot/ver/2/all)', async () => {
    expect(await idsOf(`${Api.newsListAction}/hotspot`)).toEqual([ids.x1, ids.w]);
    expect(await idsOf(Api.newsHotspotAll)).toEqual([ids.x1, ids.w]);
  });

  it('find/tuyere: only rising articles, biggest rise first', async () => {
    expect(await idsOf(Api.newsFindTuyere)).toEqual([ids.x1]);
  });

  it('categories: hot and tuyere rank by reads; home keeps its order; fm lists the audio one', async () => {
    expect(await categoryIds('home')).toEqual([15, 16, 11]);
    expect(await categoryIds('fm')).toEqual([19]);
    expect(await categoryIds('hot')).toEqual([Y, X]);
    expect(await categoryIds('tuyere')).toEqual([X]);
    // No home category was read: the home order stands.
    expect(await categoryIds('home/hot')).toEqual([15, 16, 11]);
    const [a16] = await idsOf(`${Api.newsList}?categoryId=16&pageSize=1`);
    const [a11] = await idsOf(`${Api.newsList}?categoryId=11&pageSize=1`);
    ids.a16 = a16 as number;
    ids.a11 = a11 as number;
    await readAt('a16', -30 * HOUR, 3);
    await readAt('a11', -HOUR, 1);
    expect(await categoryIds('home/hot')).toEqual([16, 11, 15]);
    expect(await categoryIds('home/tuyere')).toEqual([11, 15, 16]);
  });

  it('reads leave the windows as the clock moves on', async () => {
    t.clock.set(at(5 * DAY));
    const hot = await idsOf(Api.newsFindHot);
    expect(hot[0]).toBe(ids.w);
    expect(hot).toContain(ids.x1);
    expect(hot).not.toContain(ids.y1);
    expect(await idsOf(Api.newsFindTuyere)).toEqual([]);
    t.clock.set(at(8 * DAY));
    expect(await idsOf(Api.newsFindHot)).toEqual([]);
    expect(await categoryIds('hot')).toEqual([]);
    t.clock.set(T0);
  });
});

describe('read marks and unread counts', () => {
  it('refuses a visitor, and bad, unknown or locked ids', async () => {
    expect((await api.get(Api.newsViewUnread)).code).toBe(401);
    const member = (await registerMember(t)).login.token;
    expect((await api.post(Api.newsViewSave, { newsId: 'abc' }, { token: member })).code).toBe(400);
    expect((await api.post(Api.newsViewSave, { newsId: -1 }, { token: member })).code).toBe(400);
    expect((await api.post(Api.newsViewSave, { newsId: 99999999 }, { token: member })).code).toBe(404);
    expect((await api.post(Api.newsViewSave, { newsId: ids.xHidden }, { token: member })).code).toBe(206);
  });

  it('counts recent articles the member may open and has not read, per category; a read lowers it', async () => {
    const member = (await registerMember(t)).login.token;
    const unread = async () => (await api.get<NewsUnread>(Api.newsViewUnread, { token: member })).data;
    const before = (await unread()) as NewsUnread;
    // x1 only: the hidden, future, and locked ones are not counted.
    expect(before.categories.find((c) => c.categoryId === X)).toEqual({ categoryId: X, count: 1 });
    // yOld is older than the window.
    expect(before.categories.find((c) => c.categoryId === Y)).toEqual({ categoryId: Y, count: 2 });
    expect(before.count).toBe(before.categories.reduce((s, c) => s + c.count, 0));

    expect((await rowsOf(`${Api.newsList}?categoryId=${X}`, member))[0]?.read).toBe(false);
    expect((await api.post(Api.newsViewSave, { newsId: ids.x1 }, { token: member })).code).toBe(200);
    const after = (await unread()) as NewsUnread;
    expect(after.count).toBe(before.count - 1);
    expect(after.categories.find((c) => c.categoryId === X)).toBeUndefined();
    // Lists and the article show it read to this member only.
    expect((await rowsOf(`${Api.newsList}?categoryId=${X}`, member))[0]?.read).toBe(true);
    expect((await rowsOf(`${Api.newsList}?categoryId=${X}`))[0]?.read).toBe(false);
    expect((await api.get<NewsDetail>(`${Api.newsInfo}/${ids.x1}`, { token: member })).data?.read).toBe(true);

    // Eight days on, nothing of this file is recent enough to be unread.
    t.clock.set(at(8 * DAY));
    const later = (await unread()) as NewsUnread;
    expect(later.categories.some((c) => c.categoryId === X || c.categoryId === Y)).toBe(false);
    t.clock.set(T0);
  });

  it('counts locked articles only for members holding their module', async () => {
    const holder = await registerMember(t);
    const counted = async () =>
      (
        (await api.get<NewsUnread>(Api.newsViewUnread, { token: holder.login.token })).data as NewsUnread
      ).categories.find((c) => c.categoryId === 20)?.count;
    expect(await counted()).toBe(3);
    await grantModule(t, holder.login.memberId, 'vip_news');
    expect(await counted()).toBe(5);
  });
});
