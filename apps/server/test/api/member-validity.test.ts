import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { LiveValidityPeriod } from '@app/contract/access';
import type { GoodsItem, Order } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { SERVICE_EXPIRY_NOTICE_DAYS } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import { renewalMember } from '../../src/seed/demo-accounts';
import { registerMember } from '../helpers/accounts';
import { buyWithSandbox, shopper } from '../helpers/commerce';
import { moduleIdOf } from '../helpers/content';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

let t: TestApp;
let api: ReturnType<typeof client>;
let liveId: number;
let liveMonth: GoodsItem; // 直播会员·月卡: one month of live_vip

const validity = async (token: string) =>
  (await api.get<LiveValidityPeriod>(Api.memberLiveValidity, { token })).data as LiveValidityPeriod;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  liveId = await moduleIdOf(t, 'live_vip');
  const list = await api.get<GoodsItem[]>(`${Api.goodsListModule}/${liveId}`);
  liveMonth = (list.rows as GoodsItem[]).find((g) => g.cycleUnit === 'month') as GoodsItem;
});
afterAll(async () => t?.close());

describe('GET /api/member/get/live/validity/period', () => {
  it('refuses a visitor', async () => {
    expect((await api.get(Api.memberLiveValidity)).code).toBe(ResultCode.unauthorized);
  });

  it('answers nothing held for a member without a service', async () => {
    const { token } = await shopper(t);
    expect(await validity(token)).toEqual({ valid: false, expiresAt: null, modules: [] });
  });

  it('follows the member’s paid order as the clock moves: held with its end and product, then gone', async () => {
    const start = t.clock.now();
    const member = await registerMember(t);
    const buyer = { token: member.login.token };
    const order: Order = await buyWithSandbox(t, buyer.token, { goodsId: liveMonth.id });
    expect(order.accessUntil).not.toBeNull();
    const until = new Date(order.accessUntil as string);

    // Three days before the end: still held, with the date the order set and the product that renews it.
    t.clock.set(new Date(until.getTime() - 3 * DAY));
    const held = await validity(buyer.token);
    expect(held).toEqual({
      valid: true,
      expiresAt: until.toISOString(),
      modules: [
        {
          id: liveId,
          name: '直播会员',
          expiresAt: until.toISOString(),
          goodsLink: `${Pages.goodsIndex}?id=${liveMonth.id}`,
        },
      ],
    });

    // Past the end (logged in afresh: a month outlives the first session), nothing is held any more.
    t.clock.set(new Date(until.getTime() + 1000));
    const again = await api.post<LoginResult>(Api.accountLogin, {
      username: member.username,
      password: member.password,
    });
    expect(await validity((again.data as LoginResult).token)).toEqual({
      valid: false,
      expiresAt: null,
      modules: [],
    });
    t.clock.set(start);
  });

  it('answers only the caller’s own services', async () => {
    const buyer = await shopper(t);
    await buyWithSandbox(t, buyer.token, { goodsId: liveMonth.id });
    const other = await shopper(t);
    expect((await validity(buyer.token)).valid).toBe(true);
    expect((await validity(other.token)).modules).toEqual([]);
  });

  it('answers the renewal demo member a service the home popup names: 直播会员, within the notice days', async () => {
    const login = await api.post<LoginResult>(Api.accountLogin, {
      username: renewalMember.username,
      password: renewalMember.password,
    });
    const held = await validity((login.data as LoginResult).token);
    const live = held.modules.find((m) => m.name === '直播会员');
    expect(live?.goodsLink).toBe(`${Pages.goodsIndex}?id=${liveMonth.id}`);
    // Seeded three days ahead of the seed's clock (the template is seeded just before this app starts).
    const left = new Date(live?.expiresAt as string).getTime() - t.clock.now().getTime();
    expect(left).toBeGreaterThan(2 * DAY);
    expect(left).toBeLessThanOrEqual(3 * DAY);
    expect(left).toBeLessThanOrEqual(SERVICE_EXPIRY_NOTICE_DAYS * DAY);
  });
});
