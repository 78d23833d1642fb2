import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoodsItem, type Order, type PayStart } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { moduleIdOf } from '../helpers/content';
import {
  lockedArticle,
  memberCommerce,
  postSandboxNotify,
  sandboxSecret,
  shopper,
} from '../helpers/commerce';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let vipGoods: GoodsItem; // VIP内参·月卡: 99.00, one month of vip_news, earns 99 points
let vipId: number;
/** The next grant the order service makes fails once (a database hiccup in the middle of fulfilment). */
let failNextGrant = false;
const failOnce = () => {
  if (!failNextGrant) return;
  failNextGrant = false;
  throw new Error('injected: the grant failed');
};

const { points, orderOf } = memberCommerce(() => api);

beforeAll(async () => {
  t = await createTestApp({
    orderAccess: (access) => ({
      ...access,
      async grant(...args) {
        failOnce();
        return access.grant(...args);
      },
      async grantWithin(...args) {
        failOnce();
        return access.grantWithin(...args);
      },
    }),
  });
  api = client(t.app);
  vipId = await moduleIdOf(t, 'vip_news');
  const list = await api.get<GoodsItem[]>(`${Api.goodsListModule}/${vipId}`);
  vipGoods = (list.rows as GoodsItem[]).find((g) => g.cycleUnit === 'month') as GoodsItem;
});
afterAll(async () => t?.close());

const vipExpiry = async (token: string) => {
  const validity = await api.get<{ modules: { id: number; expiresAt: string }[] }>(Api.memberLiveValidity, {
    token,
  });
  return validity.data?.modules.find((m) => m.id === vipId)?.expiresAt ?? null;
};

describe('a payment notification whose fulfilment fails', () => {
  it('answers the failure, and the resend fulfils the order once (grant and points once); a later resend changes nothing', async () => {
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: vipGoods.id }, { token: buyer.token });
    const order = created.data as Order;
    const started = await api.post<PayStart>(
      Api.orderPay,
      { orderNo: order.orderNo, channel: 'sandbox' },
      { token: buyer.token },
    );
    expect(started.code).toBe(200);
    const secret = await sandboxSecret(t);
    const notification = {
      id: randomUUID(),
      orderNo: order.orderNo,
      tradeNo: `SBX${order.orderNo}`,
      amountFen: order.payAmountFen,
    };

    failNextGrant = true;
    const first = await postSandboxNotify(t, secret, notification);
    // The provider's failure answer: it resends.
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'FAIL' });
    expect(failNextGrant).toBe(false);
    expect((await orderOf(buyer.token, order.orderNo)).status).toBe('PAID');
    expect((await lockedArticle(t, buyer.token)).read.code).toBe(ResultCode.noPermission);
    expect((await points(buyer.token)).balance).toBe(0);

    const resent = await postSandboxNotify(t, secret, notification);
    expect(resent.statusCode).toBe(200);
    const fulfilled = await orderOf(buyer.token, order.orderNo);
    expect(fulfilled).toMatchObject({ status: 'FULFILLED', pointsEarned: 99 });
    expect((await lockedArticle(t, buyer.token)).read.code).toBe(200);
    const oneMonth = new Date(t.clock.now());
    oneMonth.setMonth(oneMonth.getMonth() + 1);
    expect(await vipExpiry(buyer.token)).toBe(fulfilled.accessUntil);
    expect(new Date(fulfilled.accessUntil as string).getTime()).toBe(oneMonth.getTime());
    const ledger = await points(buyer.token);
    expect(ledger.balance).toBe(99);
    expect(ledger.rows.map((r) => [r.reason, r.delta])).toEqual([['order_earn', 99]]);

    // A resend after success is a replay: nothing moves.
    const again = await postSandboxNotify(t, secret, notification);
    expect(again.statusCode).toBe(200);
    expect(await orderOf(buyer.token, order.orderNo)).toMatchObject({
      status: 'FULFILLED',
      accessUntil: fulfilled.accessUntil,
    });
    expect(await vipExpiry(buyer.token)).toBe(fulfilled.accessUntil);
    expect((await points(buyer.token)).rows).toHaveLength(1);
  });
});
