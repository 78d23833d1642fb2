import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@app/contract/ad';
import { LIVE_ROOM_AD_CATEGORY } from '@app/contract/ad-codes';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
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

describe('live room ads (GET /api/live/ad/ver/2/list/all/liveRoom)', () => {
  it('lists the seeded room banners, each opening a product or a course that exists', async () => {
    const answer = await api.get<Advertisement[]>(`${Api.liveAdListAll}/${LIVE_ROOM_AD_CATEGORY}`);
    expect(answer.code).toBe(200);
    const ads = answer.rows ?? [];
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(answer.total).toBe(ads.length);
    for (const ad of ads) {
      expect(ad).toMatchObject({ categoryCode: LIVE_ROOM_AD_CATEGORY, typeCode: 'Route' });
      expect(ad.title).toMatch(/[\u4e00-\u9fa5]/);
      const link = new URL(ad.link ?? '', 'http://app');
      const id = link.searchParams.get('id');
      if (link.pathname === Pages.goodsIndex) {
        expect((await api.get(`${Api.goodsInfo}/${id}`)).code).toBe(200);
      } else {
        expect(link.pathname).toBe('/pages/course/video/index/index');
        // A paid course answers 206 with the product that opens it: the banner is its promotion.
        expect([200, 206]).toContain((await api.get(`${Api.courseInfo}/${id}`)).code);
      }
    }
    // Both kinds of target are advertised.
    expect(ads.some((ad) => ad.link?.startsWith(Pages.goodsIndex))).toBe(true);
    expect(ads.some((ad) => ad.link?.startsWith('/pages/course/video/index/index'))).toBe(true);
  });

  it('the room banners stay out of the other ad lists, and an unknown category is refused', async () => {
    const home = await api.get<Advertisement[]>(`${Api.adList2}/teacherAd`);
    expect((home.rows ?? []).some((ad) => ad.categoryCode === LIVE_ROOM_AD_CATEGORY)).toBe(false);
    expect((await api.get(`${Api.liveAdListAll}/liveroom`)).code).toBe(400);
  });
});
