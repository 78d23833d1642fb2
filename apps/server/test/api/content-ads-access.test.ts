import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveValidityPeriod, MemberAccessModule, MemberLevel } from '@app/contract/access';
import { isSafeLink, type Advertisement } from '@app/contract/ad';
import { AD_PAGE_SIZE } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { ads } from '../../src/db/schema/ads';
import { createAdRepository } from '../../src/modules/ad/ad.repository';
import { createAdService } from '../../src/modules/ad/ad.service';
import { moduleIdOf } from '../helpers/content';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let demo: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  demo = (await loginAs(t, 'member')).token;
});
afterAll(async () => {
  await t.close();
});

describe('ads', () => {
  it('lists by category (page size up to 99), home slot, popup and info', async () => {
    const teacherAds = await api.get<Advertisement[]>(
      `${Api.adList2}/teacherAd?pageNum=1&pageSize=${AD_PAGE_SIZE}`,
    );
    expect(teacherAds.total).toBe(2);
    const noLink = (teacherAds.rows as Advertisement[]).find((a) => a.link === null) as Advertisement;
    expect(noLink.content.length).toBeGreaterThan(5);
    expect((await api.get(`${Api.adList2}/officialInstitutionList`)).total).toBe(2);
    const apps = (await api.get<Advertisement[]>(`${Api.adList2}?categoryCode=appInstitutionList`))
      .rows as Advertisement[];
    expect(apps.find((a) => a.typeCode === 'Miniprogram')?.linkParams).toEqual({
      wxAppletId: 'wx0000000000000000',
    });
    expect((await api.get(`${Api.adList2}/goodsAd`)).total).toBe(1);
    expect((await api.get(`${Api.adList2}/unknown`)).code).toBe(400);
    expect((await api.get(`${Api.adList2}/teacherAd?pageSize=100`)).code).toBe(400);
    const home = (await api.get<Advertisement[]>(`${Api.adHome}/banner`)).rows as Advertisement[];
    expect(home).toHaveLength(2);
    expect((await api.get(`${Api.adHome}/nothing`)).total).toBe(0);
    const popup = await api.get<Advertisement>(Api.adPopup);
    expect(popup.data).toMatchObject({ categoryCode: 'popup', link: '/pages/goods/index/index?id=3' });
    const one = home[0] as Advertisement;
    expect((await api.get<Advertisement>(`${Api.adGetInfo}/${one.id}`)).data).toEqual(one);
    expect((await api.get<Advertisement>(`${Api.adInfo2}/${one.id}`)).data).toEqual(one);
    expect((await api.get(`${Api.adInfo2}/999999`)).code).toBe(404);
  });

  it('refuses javascript: and data: links on save', async () => {
    const service = createAdService({ repo: createAdRepository(t.db) });
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
    ]) {
      await expect(
        service.save({ categoryCode: 'goodsAd', typeCode: 'Webview', title: 'x', pic: '/media/x.svg', link }),
      ).rejects.toMatchObject({ code: 400, msg: ContentMsg.linkRefused });
    }
    expect(isSafeLink('https://www.sse.com.cn/')).toBe(true);
    expect(isSafeLink('/pages/news/list/index?categoryId=15')).toBe(true);
    expect(isSafeLink('www.example.com')).toBe(true);
  });

  it('never emits an unsafe link that reached the database anyway', async () => {
    const [row] = await t.db
      .insert(ads)
      .values({
        categoryCode: 'goodsAd',
        typeCode: 'Webview',
        title: '旧数据',
        pic: '/media/x.svg',
        link: 'javascript:alert(1)',
        sort: 99,
      })
      .returning({ id: ads.id });
    const info = await api.get<Advertisement>(`${Api.adInfo2}/${row?.id}`);
    expect(info.data?.link).toBeNull();
    const list = await api.get(`${Api.adList2}/goodsAd`);
    expect(JSON.stringify(list)).not.toMatch(/javascript:/i);
  });
});

describe('member access', () => {
  it("lists the member's modules: owns 实战课程, lacks the others", async () => {
    expect((await api.get(Api.memberAccessModule)).code).toBe(401);
    const rows = (await api.get<MemberAccessModule[]>(Api.memberAccessModule, { token: demo }))
      .rows as MemberAccessModule[];
    expect(rows.map((m) => [m.name, m.owned])).toEqual([
      ['VIP内参', false],
      ['实战课程', true],
      ['直播会员', false],
    ]);
    expect(rows.find((m) => m.owned)?.expiresAt).not.toBeNull();
  });

  it('lists member levels related to modules', async () => {
    const vip = await moduleIdOf(t, 'vip_news');
    const live = await moduleIdOf(t, 'live_vip');
    const levels = (await api.get<MemberLevel[]>(`${Api.memberLevelRelatedModule}/${vip}`))
      .rows as MemberLevel[];
    expect(levels.map((l) => l.name)).toEqual(['黄金会员', '钻石会员']);
    expect(levels[0]?.modules.map((m) => m.name)).toEqual(['VIP内参', '实战课程']);
    const both = (await api.get<MemberLevel[]>(`${Api.memberLevelRelatedModule}/${vip},${live}`))
      .rows as MemberLevel[];
    expect(both).toHaveLength(2);
    expect((await api.get(`${Api.memberLevelRelatedModule}/abc`)).code).toBe(400);
    expect((await api.get(`${Api.memberLevelRelatedModule}/999`)).total).toBe(0);
  });

  it('reports the live validity period', async () => {
    expect((await api.get(Api.memberLiveValidity)).code).toBe(401);
    const res = (await api.get<LiveValidityPeriod>(Api.memberLiveValidity, { token: demo }))
      .data as LiveValidityPeriod;
    expect(res.valid).toBe(false);
    expect(res.modules.map((m) => m.name)).toEqual(['实战课程']);
  });
});

describe('access log', () => {
  it('saves a page view and returns its handle as id, then closes it', async () => {
    const saved = await api.post<{ id: string }>(
      Api.accessLogSave,
      {
        title: '资讯',
        module: 'kd_bond',
        url: '/pages/news/list/index?categoryId=15',
        clientTitle: '资讯',
        typeId: 0,
      },
      { token: demo },
    );
    expect(saved.code).toBe(200);
    const id = saved.data?.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const closed = await api.post<{ id: string }>(
      Api.accessLogSave,
      { id, url: '/pages/news/list/index', endDate: '2026-01-01 10:00:00', typeId: 0 },
      { token: demo },
    );
    expect(closed.data?.id).toBe(id);
    // A visitor cannot close a member's record.
    expect((await api.post(Api.accessLogSave, { id, url: '/x', typeId: 0 })).code).toBe(404);
    const next = await api.post<{ id: string }>(Api.accessLogSave, { url: '/pages/about/index/index' });
    expect(next.data?.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(next.data?.id).not.toBe(id);
  });

  it('validates what it accepts', async () => {
    expect((await api.post(Api.accessLogSave, {})).code).toBe(400);
    expect((await api.post(Api.accessLogSave, { url: '' })).code).toBe(400);
    expect((await api.post(Api.accessLogSave, { url: '/x', typeId: 3 })).code).toBe(400);
    expect((await api.post(Api.accessLogSave, { url: 'x'.repeat(1001) })).code).toBe(400);
  });
});
