import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceMsg, type GoodsItem, type Order } from '@app/contract/commerce';
import type { PushItem } from '@app/contract/member-center';
import { Pages } from '@app/contract/pages';
import { ResultCode } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { members } from '../../src/db/schema/members';
import { moduleIdOf } from '../helpers/content';
import { buyWithSandbox, lockedArticle, memberCommerce, shopper } from '../helpers/commerce';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let vipGoods: GoodsItem; // VIP内参·月卡: 99.00, one month of vip_news

const { points, coupons } = memberCommerce(() => api);

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  const vipId = await moduleIdOf(t, 'vip_news');
  const list = await api.get<GoodsItem[]>(`${Api.goodsListModule}/${vipId}`);
  vipGoods = (list.rows as GoodsItem[]).find((g) => g.cycleUnit === 'month') as GoodsItem;
});
afterAll(async () => t?.close());

describe('refunds', () => {
  it('refunds at once within 7 days: access revoked, coupon and points back, earned points taken back', async () => {
    const buyer = await shopper(t, {
      points: 400,
      coupons: [{ title: '满99减20', kind: 'amount', amountFen: 2000, thresholdFen: 9900 }],
    });
    const order = await buyWithSandbox(t, buyer.token, {
      goodsId: vipGoods.id,
      couponId: buyer.couponIds[0],
      points: 400,
    });
    expect(order.status).toBe('FULFILLED');
    expect((await lockedArticle(t, buyer.token)).read.code).toBe(200);

    expect(
      (await api.post(Api.orderRefund, { orderNo: order.orderNo, reason: '' }, { token: buyer.token })).code,
    ).toBe(ResultCode.badRequest);
    const refunded = await api.post<Order>(
      Api.orderRefund,
      { orderNo: order.orderNo, reason: '买错了' },
      { token: buyer.token },
    );
    expect(refunded.code).toBe(200);
    expect(refunded.data).toMatchObject({
      status: 'REFUNDED',
      refundStatus: 'SUCCESS',
      refundReason: '买错了',
    });
    expect((await lockedArticle(t, buyer.token)).read.code).toBe(ResultCode.noPermission);
    expect((await coupons(buyer.token, 'unused')).map((c) => c.id)).toEqual(buyer.couponIds);
    const ledger = await points(buyer.token);
    expect(ledger.balance).toBe(400);
    expect(ledger.rows[0]?.reason).toBe('refund_reclaim');
    expect(
      (
        await api.post(
          Api.orderRefund,
          { orderNo: order.orderNo, reason: '再退一次' },
          { token: buyer.token },
        )
      ).code,
    ).toBe(ResultCode.conflict);

    // Both the payment and the refund reached the member's notifications, newest first.
    const notices = await api.get<PushItem[]>(Api.pushList, { token: buyer.token });
    expect(notices.rows?.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['orderRefunded', CommerceMsg.noticeRefundedTitle, Pages.orderList],
      ['orderPaid', CommerceMsg.noticePaidTitle, Pages.orderList],
    ]);
  });

  it('a late refund waits for an operator; only an operator may approve it', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: vipGoods.id });
    t.clock.advance(8 * 86_400_000);
    const asked = await api.post<Order>(
      Api.orderRefund,
      { orderNo: order.orderNo, reason: '内容不合适' },
      { token: buyer.token },
    );
    expect(asked.data).toMatchObject({ status: 'REFUNDING', refundStatus: 'PENDING_REVIEW' });
    expect((await lockedArticle(t, buyer.token)).read.code).toBe(200);
    const notOperator = await api.post(
      Api.orderRefundReview,
      { orderNo: order.orderNo, approve: true },
      { token: buyer.token },
    );
    expect(notOperator.code).toBe(ResultCode.forbidden);

    const operator = await shopper(t);
    await t.db
      .update(members)
      .set({ permissions: ['order:refund:review'] })
      .where(eq(members.id, operator.memberId));
    const rejected = await api.post<Order>(
      Api.orderRefundReview,
      { orderNo: order.orderNo, approve: false, reason: '已超过7天' },
      { token: operator.token },
    );
    expect(rejected.data).toMatchObject({
      status: 'FULFILLED',
      refundStatus: 'REJECTED',
      refundRejectReason: '已超过7天',
    });
    await api.post(Api.orderRefund, { orderNo: order.orderNo, reason: '再次申请' }, { token: buyer.token });
    const approved = await api.post<Order>(
      Api.orderRefundReview,
      { orderNo: order.orderNo, approve: true },
      { token: operator.token },
    );
    expect(approved.data).toMatchObject({ status: 'REFUNDED', refundStatus: 'SUCCESS' });
    expect((await lockedArticle(t, buyer.token)).read.code).toBe(ResultCode.noPermission);
  });

  it('refuses a refund of an unpaid order', async () => {
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: vipGoods.id }, { token: buyer.token });
    const answer = await api.post(
      Api.orderRefund,
      { orderNo: created.data?.orderNo, reason: '不想要了' },
      { token: buyer.token },
    );
    expect(answer.code).toBe(ResultCode.conflict);
  });
});
