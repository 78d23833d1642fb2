import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '@app/contract/account';
import {
  type GoodsItem,
  type Order,
  type OrderQuote,
  type PayStart,
  type PointsEntry,
} from '@app/contract/commerce';
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
let vipGoods: GoodsItem; // VIP内参·月卡: 99.00, one month of vip_news
let vipId: number;

const { points, coupons, orderOf } = memberCommerce(() => api);

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  vipId = await moduleIdOf(t, 'vip_news');
  const list = await api.get<GoodsItem[]>(`${Api.goodsListModule}/${vipId}`);
  vipGoods = (list.rows as GoodsItem[]).find((g) => g.cycleUnit === 'month') as GoodsItem;
});
afterAll(async () => t?.close());

describe('products', () => {
  it('lists products with their price, cycle and the modules they unlock; the 206 answer links to one', async () => {
    const all = await api.get<GoodsItem[]>(Api.goodsList);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(vipGoods).toMatchObject({
      priceFen: 9900,
      price: 99,
      cycle: 1,
      cycleUnit: 'month',
      isShowPrice: 1,
    });
    expect(vipGoods.modules.map((m) => m.id)).toContain(vipId);
    const { token } = await shopper(t);
    const { read } = await lockedArticle(t, token);
    expect(read.code).toBe(ResultCode.noPermission);
    expect((read.data as { goodsLink: string }).goodsLink).toBe(`/pages/goods/index/index?id=${vipGoods.id}`);
    expect((await api.get(`${Api.goodsInfo}/999999`)).code).toBe(ResultCode.notFound);
  });
});

describe('buying with a coupon and points through the sandbox', () => {
  it('quotes server-side amounts, pays, opens the article, spends the coupon and points and earns points', async () => {
    const buyer = await shopper(t, {
      points: 1000,
      coupons: [{ title: '满99减20', kind: 'amount', amountFen: 2000, thresholdFen: 9900 }],
    });
    const couponId = buyer.couponIds[0] as number;
    const quote = await api.post<OrderQuote>(
      Api.orderQuote,
      { goodsId: vipGoods.id, couponId, points: 500 },
      { token: buyer.token },
    );
    expect(quote.data).toMatchObject({
      priceFen: 9900,
      couponFen: 2000,
      pointsUsed: 500,
      pointsFen: 500,
      payAmountFen: 7400,
      pointsBalance: 1000,
    });

    // A client amount is not part of the request at all.
    const forged = await api.post(
      Api.orderCreate,
      { goodsId: vipGoods.id, payAmountFen: 1 },
      { token: buyer.token },
    );
    expect(forged.code).toBe(ResultCode.badRequest);

    const created = await api.post<Order>(
      Api.orderCreate,
      { goodsId: vipGoods.id, couponId, points: 500 },
      { token: buyer.token },
    );
    const order = created.data as Order;
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', payAmountFen: 7400, couponTitle: '满99减20' });
    expect((await points(buyer.token)).balance).toBe(500);
    expect(await coupons(buyer.token, 'used')).toHaveLength(1);

    const started = await api.post<PayStart>(
      Api.orderPay,
      { orderNo: order.orderNo, channel: 'sandbox' },
      { token: buyer.token },
    );
    expect(started.data).toMatchObject({
      channel: 'sandbox',
      paid: false,
      payUrl: `/pages/webView/payment/index?orderNo=${order.orderNo}`,
    });
    const confirmed = await api.post<{ status: string }>(
      Api.paySandboxConfirm,
      { orderNo: order.orderNo },
      { token: buyer.token },
    );
    expect(confirmed.data?.status).toBe('FULFILLED');

    const { read } = await lockedArticle(t, buyer.token);
    expect(read.code).toBe(200);
    const paid = await orderOf(buyer.token, order.orderNo);
    expect(paid).toMatchObject({ status: 'FULFILLED', channel: 'sandbox', pointsEarned: 74 });
    expect(paid.accessUntil).not.toBeNull();
    const validity = await api.get<{ modules: { id: number; expiresAt: string }[] }>(Api.memberLiveValidity, {
      token: buyer.token,
    });
    expect(validity.data?.modules.find((m) => m.id === vipId)?.expiresAt).toBe(paid.accessUntil);
    const ledger = await points(buyer.token);
    expect(ledger.balance).toBe(574);
    // The member info says so too: the balance and the access held, with its end.
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: buyer.token });
    expect(info.data?.pointsBalance).toBe(574);
    expect(info.data?.access).toContainEqual({ id: vipId, name: 'VIP内参', expiresAt: paid.accessUntil });
    expect(ledger.rows.map((r) => [r.reason, r.delta])).toEqual([
      ['order_earn', 74],
      ['order_spend', -500],
      ['gift', 1000],
    ]);
    const paidTab = await api.get<Order[]>(`${Api.orderList}?status=paid`, { token: buyer.token });
    expect((paidTab.rows as Order[]).map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect((await api.get(`${Api.orderList}?status=unpaid`, { token: buyer.token })).total).toBe(0);

    // Paying again, or paying a paid order, is refused and changes nothing.
    const again = await api.post(
      Api.orderPay,
      { orderNo: order.orderNo, channel: 'sandbox' },
      { token: buyer.token },
    );
    expect(again.code).toBe(ResultCode.conflict);
  });

  it('pays an order that coupon and points cover entirely without a provider', async () => {
    const buyer = await shopper(t, { coupons: [{ title: '免单券', kind: 'amount', amountFen: 9900 }] });
    const created = await api.post<Order>(
      Api.orderCreate,
      { goodsId: vipGoods.id, couponId: buyer.couponIds[0] },
      { token: buyer.token },
    );
    expect(created.data?.payAmountFen).toBe(0);
    const started = await api.post<PayStart>(
      Api.orderPay,
      { orderNo: created.data?.orderNo, channel: 'sandbox' },
      { token: buyer.token },
    );
    expect(started.data).toMatchObject({ paid: true, payUrl: null });
    expect((await orderOf(buyer.token, created.data?.orderNo as string)).status).toBe('FULFILLED');
  });
});

describe('notifications', () => {
  it('refuses forged, stale and wrong-amount notifications; a replay or a second notification grants nothing more', async () => {
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: vipGoods.id }, { token: buyer.token });
    const orderNo = created.data?.orderNo as string;
    await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token });
    const secret = await sandboxSecret(t);

    const forged = await postSandboxNotify(t, Buffer.from('not-the-secret'), {
      orderNo,
      tradeNo: 'T1',
      amountFen: 9900,
    });
    expect(forged.statusCode).toBe(400);
    const stale = await postSandboxNotify(
      t,
      secret,
      { orderNo, tradeNo: 'T1', amountFen: 9900 },
      new Date(t.clock.now().getTime() - 3_600_000),
    );
    expect(stale.statusCode).toBe(400);
    const cheap = await postSandboxNotify(t, secret, { orderNo, tradeNo: 'T1', amountFen: 1 });
    expect(cheap.statusCode).toBe(400);
    expect((await orderOf(buyer.token, orderNo)).status).toBe('PENDING_PAYMENT');

    // Parallel notifications (different ids, as a provider retrying) and parallel confirms: exactly one grant.
    const answers = await Promise.all([
      postSandboxNotify(t, secret, { orderNo, tradeNo: 'T1', amountFen: 9900 }),
      postSandboxNotify(t, secret, { orderNo, tradeNo: 'T1', amountFen: 9900 }),
      api.post(Api.paySandboxConfirm, { orderNo }, { token: buyer.token }),
    ]);
    expect(answers[0].statusCode).toBe(200);
    const paid = await orderOf(buyer.token, orderNo);
    expect(paid.status).toBe('FULFILLED');
    const oneMonth = paid.accessUntil;
    const replay = await postSandboxNotify(t, secret, { orderNo, tradeNo: 'T1', amountFen: 9900 });
    expect(replay.statusCode).toBe(200);
    const validity = await api.get<{ modules: { id: number; expiresAt: string }[] }>(Api.memberLiveValidity, {
      token: buyer.token,
    });
    expect(validity.data?.modules.find((m) => m.id === vipId)?.expiresAt).toBe(oneMonth);
    expect((await points(buyer.token)).rows.filter((r) => r.reason === 'order_earn')).toHaveLength(1);
  });
});

describe('cancel and time-out', () => {
  it('cancelling gives the coupon and points back; a closed order cannot be paid', async () => {
    const buyer = await shopper(t, {
      points: 300,
      coupons: [{ title: '8.5折', kind: 'discount', discountPercent: 85 }],
    });
    const created = await api.post<Order>(
      Api.orderCreate,
      { goodsId: vipGoods.id, couponId: buyer.couponIds[0], points: 300 },
      { token: buyer.token },
    );
    expect(created.data).toMatchObject({ couponFen: 1485, payAmountFen: 9900 - 1485 - 300 });
    const orderNo = created.data?.orderNo as string;
    const cancelled = await api.post<Order>(Api.orderCancel, { orderNo }, { token: buyer.token });
    expect(cancelled.data).toMatchObject({ status: 'CLOSED', closeReason: 'user_cancel' });
    expect((await points(buyer.token)).balance).toBe(300);
    expect((await coupons(buyer.token, 'unused')).map((c) => c.id)).toEqual(buyer.couponIds);
    expect((await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token })).code).toBe(
      ResultCode.conflict,
    );
    expect((await api.post(Api.orderCancel, { orderNo }, { token: buyer.token })).code).toBe(
      ResultCode.conflict,
    );
  });

  it('closes an unpaid order after 30 minutes exactly once across two instances', async () => {
    // Two instances on a database of their own, so no other test's order is due.
    const first = await createTestApp();
    const second = await createTestApp({ shareDatabaseWith: first });
    const t = first;
    const api = client(first.app);
    const points = async (token: string) =>
      (await api.get<PointsEntry[]>(Api.memberPointsList, { token })) as unknown as {
        balance: number;
        rows: PointsEntry[];
      };
    const orderOf = async (token: string, orderNo: string) =>
      (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token })).data as Order;
    try {
      const buyer = await shopper(t, { points: 200 });
      const created = await api.post<Order>(
        Api.orderCreate,
        { goodsId: vipGoods.id, points: 200 },
        { token: buyer.token },
      );
      const orderNo = created.data?.orderNo as string;
      t.clock.advance(29 * 60_000);
      second.clock.set(t.clock.now());
      expect((await t.app.sweepOrders()).closed).toBe(0);
      t.clock.advance(2 * 60_000);
      second.clock.set(t.clock.now());
      const sweeps = await Promise.all([t.app.sweepOrders(), second.app.sweepOrders(), t.app.sweepOrders()]);
      expect(sweeps.reduce((n, s) => n + s.closed, 0)).toBe(1);
      const closed = await orderOf(buyer.token, orderNo);
      expect(closed).toMatchObject({ status: 'CLOSED', closeReason: 'timeout' });
      const ledger = await points(buyer.token);
      expect(ledger.balance).toBe(200);
      expect(ledger.rows.filter((r) => r.reason === 'order_return')).toHaveLength(1);
      expect(
        (await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token })).code,
      ).toBe(ResultCode.conflict);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('bad input and abuse', () => {
  it('answers another member’s order like a missing one, and refuses their coupon', async () => {
    const owner = await shopper(t, { coupons: [{ title: '满99减20', kind: 'amount', amountFen: 2000 }] });
    const other = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: vipGoods.id }, { token: owner.token });
    const orderNo = created.data?.orderNo as string;
    const missing = await api.get(`${Api.orderInfo}/20990101000000000000`, { token: other.token });
    const foreign = await api.get(`${Api.orderInfo}/${orderNo}`, { token: other.token });
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe(ResultCode.notFound);
    for (const url of [Api.orderPay, Api.orderCancel])
      expect((await api.post(url, { orderNo }, { token: other.token })).code).toBe(ResultCode.notFound);
    const theirCoupon = await api.post(
      Api.orderCreate,
      { goodsId: vipGoods.id, couponId: owner.couponIds[0] },
      { token: other.token },
    );
    expect(theirCoupon.code).toBe(ResultCode.badRequest);
  });

  it('refuses used, expired or below-threshold coupons, too many or odd points', async () => {
    const buyer = await shopper(t, {
      points: 100,
      coupons: [
        { title: '已过期', kind: 'amount', amountFen: 1000, expiresInDays: -1 },
        { title: '满999减100', kind: 'amount', amountFen: 10000, thresholdFen: 99900 },
      ],
    });
    const [expired, highThreshold] = buyer.couponIds;
    for (const body of [
      { goodsId: vipGoods.id, couponId: expired },
      { goodsId: vipGoods.id, couponId: highThreshold },
      { goodsId: vipGoods.id, points: 101 },
      { goodsId: vipGoods.id, points: -1 },
      { goodsId: vipGoods.id, points: 1.5 },
      { goodsId: -1 },
      { goodsId: 'abc' },
    ]) {
      const answer = await api.post(Api.orderCreate, body, { token: buyer.token });
      expect(answer.code, JSON.stringify(body)).not.toBe(200);
    }
    expect((await api.post(Api.orderCreate, { goodsId: 999999 }, { token: buyer.token })).code).toBe(
      ResultCode.notFound,
    );
    expect((await api.get(`${Api.orderList}?status=unpaid`, { token: buyer.token })).total).toBe(0);
    expect((await points(buyer.token)).balance).toBe(100);
    expect((await coupons(buyer.token, 'expired')).map((c) => c.title)).toEqual(['已过期']);
  });

  it('lets only one of two concurrent orders take the same coupon', async () => {
    const buyer = await shopper(t, { coupons: [{ title: '满99减20', kind: 'amount', amountFen: 2000 }] });
    const body = { goodsId: vipGoods.id, couponId: buyer.couponIds[0] };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post<Order>(Api.orderCreate, body, { token: buyer.token })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect((await api.get(`${Api.orderList}?status=unpaid`, { token: buyer.token })).total).toBe(1);
  });

  it('needs a session for every order call', async () => {
    expect((await api.get(Api.orderList)).code).toBe(ResultCode.unauthorized);
    expect((await api.post(Api.orderCreate, { goodsId: vipGoods.id })).code).toBe(ResultCode.unauthorized);
  });
});
