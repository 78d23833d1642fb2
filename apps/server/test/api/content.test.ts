import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeInfo } from '@app/contract/home';
import { PAGE_SIZE } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import type { NavLink } from '@app/contract/nav';
import type { NewsCategory, NewsDetail, NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { Pages } from '@app/contract/pages';
import type { Teacher } from '@app/contract/teacher';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('navigation', () => {
  it('lists the tab bar in order with icons under /media/icons/', async () => {
    const res = await api.get<NavLink[]>(
      `${Api.navList}?categoryCode=footer&linkTypeCode=h5&versionSn=2.0.33`,
    );
    expect(res.code).toBe(200);
    const rows = res.rows as NavLink[];
    expect(rows.map((r) => [r.title, r.link])).toEqual([
      ['首页', '/pages/about/index/index'],
      ['资讯', '/pages/news/list/index?categoryId=15'],
      ['直播', '/pages/applets/index/index'],
      ['我的', '/pages/mine/index/index'],
    ]);
    expect(res.total).toBe(4);
    for (const row of rows) {
      expect(row.icon).toMatch(/^\/media\/icons\/.+\.svg$/);
      expect(row.iconActive).toMatch(/^\/media\/icons\/.+-active\.svg$/);
      const icon = await t.app.inject({ method: 'GET', url: row.iconActive });
      expect(icon.statusCode).toBe(200);
      expect(icon.body).toContain('#e02e24');
    }
  });

  it('defaults to the footer and rejects an unknown category', async () => {
    expect((await api.get<NavLink[]>(Api.navList)).rows).toHaveLength(4);
    expect(await api.get(`${Api.navList}?categoryCode=sidebar`)).toMatchObject({
      code: 400,
      msg: Msg.badRequest,
    });
  });
});

describe('home info', () => {
  it('returns the intro, banners, menu with the VIP permission and teachers', async () => {
    const res = await api.get<HomeInfo>(Api.homeInfo);
    expect(res.code).toBe(200);
    const home = res.data as HomeInfo;
    expect(home.title).toBe('财经学堂');
    expect(home.servicePhone).toBe('400-820-6688');
    expect(home.riskTip).toBe('市场有风险，投资需谨慎。本平台内容仅供学习参考，不构成任何投资建议。');
    expect(home.banners.length).toBeGreaterThanOrEqual(2);
    expect(home.highlights).toContainEqual({ value: '12年', label: '专注投资者教育' });
    expect(home.menu.length).toBeGreaterThanOrEqual(4);
    // Every entry opens a page of the app, with an icon that loads.
    const pagePaths: string[] = Object.values(Pages);
    for (const item of home.menu) {
      expect(pagePaths).toContain(item.link.split('?')[0]);
      expect((await t.app.inject({ method: 'GET', url: item.icon })).statusCode).toBe(200);
    }
    expect(home.menu[0]).toMatchObject({ title: '图文直播', link: '/pages/applets/index/index' });
    const vip = home.menu.find((m) => m.title === 'VIP内参');
    expect(vip).toMatchObject({
      permission: -1,
      permissionMsg: '该栏目为会员专享，开通会员后即可查看',
      noPermissionLink: '/pages/mine/index/index',
      link: '/pages/news/list/index?categoryId=11',
    });
    expect(home.teachers).toHaveLength(5);
    const banner = await t.app.inject({ method: 'GET', url: home.banners[0]?.pic ?? '' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('teachers', () => {
  it('lists teachers with avatars and tags', async () => {
    const res = await api.get<Teacher[]>(Api.teacherList);
    const rows = res.rows as Teacher[];
    expect(res.total).toBe(5);
    expect(rows[0]).toMatchObject({ name: '陈知远', avatar: '/media/avatars/teacher-1.svg' });
    expect(rows.flatMap((r) => r.tags)).toEqual(expect.arrayContaining(['价值投资', '短线技术', '宏观策略']));
    const page2 = await api.get<Teacher[]>(`${Api.teacherList}?pageNum=2&pageSize=2`);
    expect((page2.rows as Teacher[]).map((r) => r.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
  });
});

describe('news', () => {
  it('lists the categories including 要闻 (15) and 财经 (11)', async () => {
    const res = await api.get<NewsCategory[]>(Api.newsCategoryAll);
    expect(res.rows).toEqual(
      expect.arrayContaining([
        { id: 15, title: '要闻' },
        { id: 11, title: '财经' },
      ]),
    );
    expect((res.rows as NewsCategory[]).length).toBeGreaterThanOrEqual(5);
  });

  it('lists a category newest first with paging', async () => {
    const all = await api.get<NewsItem[]>(`${Api.newsList}?categoryId=15`);
    const rows = all.rows as NewsItem[];
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.categoryId === 15)).toBe(true);
    const times = rows.map((r) => Date.parse(r.dateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page1 = await api.get<NewsItem[]>(`${Api.newsList}?categoryId=15&pageNum=1&pageSize=4`);
    const page2 = await api.get<NewsItem[]>(`${Api.newsList}?categoryId=15&pageNum=2&pageSize=4`);
    expect((page1.rows as NewsItem[]).map((r) => r.id)).toEqual(rows.slice(0, 4).map((r) => r.id));
    expect((page2.rows as NewsItem[]).map((r) => r.id)).toEqual(rows.slice(4, 8).map((r) => r.id));
    expect(page2.total).toBe(all.total);

    const everything = await api.get<NewsItem[]>(Api.newsList);
    expect(everything.rows).toHaveLength(PAGE_SIZE);
    expect(everything.total).toBeGreaterThan(PAGE_SIZE);
  });

  it('searches titles and content literally', async () => {
    const byTitle = await api.get<NewsItem[]>(`${Api.newsList}?title=${encodeURIComponent('定投')}`);
    expect((byTitle.rows as NewsItem[]).length).toBeGreaterThan(0);
    expect((byTitle.rows as NewsItem[]).every((r) => r.title.includes('定投'))).toBe(true);

    const byContent = await api.get<NewsItem[]>(
      `${Api.newsList}?content=${encodeURIComponent('拨备覆盖率')}`,
    );
    expect((byContent.rows as NewsItem[]).map((r) => r.title)).toContain(
      '如何读懂一家银行的财报：净息差、不良率与拨备覆盖率',
    );

    const wildcard = await api.get<NewsItem[]>(`${Api.newsList}?title=${encodeURIComponent('%')}`);
    expect(wildcard.total).toBe(0);
    expect(await api.get(`${Api.newsList}?title=${'长'.repeat(51)}`)).toMatchObject({ code: 400 });
  });

  it('shows one article with sanitized content and counts the visit', async () => {
    const list = await api.get<NewsItem[]>(`${Api.newsList}?categoryId=11&pageSize=1`);
    const item = (list.rows as NewsItem[])[0] as NewsItem;
    const res = await api.get<NewsDetail>(`${Api.newsInfo}/${item.id}`);
    expect(res.code).toBe(200);
    const detail = res.data as NewsDetail;
    expect(detail).toMatchObject({ id: item.id, title: item.title, categoryId: 11, visits: item.visits + 1 });
    expect(detail.content).toMatch(/^<(p|h3)>/);
    expect(detail.content).not.toMatch(/<script|onerror|javascript:/i);
    expect((await api.get<NewsDetail>(`${Api.newsInfo}/${item.id}`)).data?.visits).toBe(item.visits + 2);
  });

  it('answers 404 for a missing article and 400 for a bad id', async () => {
    expect(await api.get(`${Api.newsInfo}/999999`)).toEqual({ code: 404, msg: Msg.notFound, data: null });
    expect(await api.get(`${Api.newsInfo}/abc`)).toMatchObject({ code: 400 });
  });
});
