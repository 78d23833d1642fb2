import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoodsItem, type Order } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { operatorNotifications, orders } from '../../src/db/schema/commerce';
import { moduleIdOf } from '../helpers/content';
import {
  buyWithSandbox,
  memberCommerce,
  postSandboxNotify,
  sandboxSecret,
  shopper,
} from '../helpers/commerce';
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/fake-wechatpay';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let fake: FakeWechatPay;
let t: TestApp;
let api: ReturnType<typeof client>;
let vipGoods: GoodsItem;
const logLines: string[] = [];

const { points, orderOf } = memberCommerce(() => api);

beforeAll(async () => {
  fake = await startFakeWechatPay();
  // The sandbox and WeChat Pay side by side: a member may pay one order at both.
  t = await createTestApp({
    config: { payment: { sandbox: true, wechatpay: fake.config } },
    logLevel: 'warn',
    logStream: { write: (line) => void logLines.push(line) },
  });
  t.clock.set(new Date());
  api = client(t.app);
  const vipId = await moduleIdOf(t, 'vip_news');
  const list = await api.get<GoodsItem[]>(`${Api.goodsListModule}/${vipId}`);
  vipGoods = (list.rows as GoodsItem[]).find((g) => g.cycleUnit === 'month') as GoodsItem;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const operatorNotes = async (orderNo: string) => {
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return t.db
    .select()
    .from(operatorNotifications)
    .where(eq(operatorNotifications.orderId, row?.id as number));
};
const wechatNotify = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: `${Api.payNotify}/wechatpay`, payload: n.body, headers: n.headers });

describe('a second successful payment for a paid order', () => {
  it('paid at the sandbox and again by WeChat Pay: the WeChat payment goes back by WeChat, once, and operators hear of it once', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: vipGoods.id });
    expect(order).toMatchObject({ status: 'FULFILLED', channel: 'sandbox', extraPayments: [] });
    const balance = (await points(buyer.token)).balance;

    const second = fake.notification('TRANSACTION.SUCCESS', {
      out_trade_no: order.orderNo,
      transaction_id: '4200000077',
      trade_state: 'SUCCESS',
      amount: { total: order.payAmountFen },
    });
    expect((await wechatNotify(second)).statusCode).toBe(204);
    // WeChat resends the same notification, and another one for the same transaction.
    expect((await wechatNotify(second)).statusCode).toBe(204);
    const again = fake.notification(
      'TRANSACTION.SUCCESS',
      {
        out_trade_no: order.orderNo,
        transaction_id: '4200000077',
        trade_state: 'SUCCESS',
        amount: { total: order.payAmountFen },
      },
      { id: randomUUID() },
    );
    expect((await wechatNotify(again)).statusCode).toBe(204);

    const refundCalls = fake.calls.filter(
      (c) => c.path === '/v3/refund/domestic/refunds' && c.body?.transaction_id === '4200000077',
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.body).toMatchObject({
      amount: { refund: order.payAmountFen, total: order.payAmountFen },
    });
    const pending = await orderOf(buyer.token, order.orderNo);
    expect(pending).toMatchObject({
      status: 'FULFILLED',
      channel: 'sandbox',
      extraPayments: [
        {
          channel: 'wechatpay',
          tradeNo: '4200000077',
          amountFen: order.payAmountFen,
          refundStatus: 'PENDING',
        },
      ],
    });

    const refunded = fake.notification('REFUND.SUCCESS', {
      out_trade_no: order.orderNo,
      out_refund_no: (refundCalls[0]?.body as { out_refund_no: string }).out_refund_no,
      refund_status: 'SUCCESS',
    });
    expect((await wechatNotify(refunded)).statusCode).toBe(204);
    const after = await orderOf(buyer.token, order.orderNo);
    // The refund of the extra payment leaves the order, its access and its points as they were.
    expect(after).toMatchObject({
      status: 'FULFILLED',
      refundStatus: 'NONE',
      extraPayments: [{ channel: 'wechatpay', tradeNo: '4200000077', refundStatus: 'SUCCESS' }],
    });
    expect((await points(buyer.token)).balance).toBe(balance);

    const notes = await operatorNotes(order.orderNo);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'duplicate_payment', read: false });
    expect(notes[0]?.text).toContain('4200000077');
    expect(notes[0]?.text).toContain(order.orderNo);
    const warned = logLines
      .map((line) => JSON.parse(line) as { level: number; orderNo?: string; msg: string })
      .filter((l) => l.orderNo === order.orderNo && l.level === 40);
    expect(warned.map((l) => l.msg)).toContain(
      'a second payment for an order already paid or closed: refunding it',
    );
  });

  it('two sandbox notifications for two different transactions: the second is refunded at the sandbox', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: vipGoods.id });
    const secret = await sandboxSecret(t);
    const event = {
      id: randomUUID(),
      orderNo: order.orderNo,
      tradeNo: 'SANDBOX-SECOND-1',
      amountFen: order.payAmountFen,
    };
    for (let i = 0; i < 3; i += 1) expect((await postSandboxNotify(t, secret, event)).statusCode).toBe(200);
    expect((await postSandboxNotify(t, secret, { ...event, id: randomUUID() })).statusCode).toBe(200);
    const after = await orderOf(buyer.token, order.orderNo);
    expect(after).toMatchObject({
      status: 'FULFILLED',
      extraPayments: [{ channel: 'sandbox', tradeNo: 'SANDBOX-SECOND-1', refundStatus: 'SUCCESS' }],
    });
    expect(after.extraPayments).toHaveLength(1);
    expect(await operatorNotes(order.orderNo)).toHaveLength(1);
  });

  it('a payment for an order cancelled meanwhile is refunded the same way', async () => {
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: vipGoods.id }, { token: buyer.token });
    const orderNo = created.data?.orderNo as string;
    await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token });
    await api.post(Api.orderCancel, { orderNo }, { token: buyer.token });
    const secret = await sandboxSecret(t);
    await postSandboxNotify(t, secret, { orderNo, tradeNo: 'SANDBOX-LATE-1', amountFen: vipGoods.priceFen });
    expect(await orderOf(buyer.token, orderNo)).toMatchObject({
      status: 'CLOSED',
      extraPayments: [{ channel: 'sandbox', tradeNo: 'SANDBOX-LATE-1', refundStatus: 'SUCCESS' }],
    });
    expect(await operatorNotes(orderNo)).toHaveLength(1);
  });

  it('the same transaction notified again under a new id is no second payment', async () => {
    const buyer = await shopper(t);
    const order = await buyWithSandbox(t, buyer.token, { goodsId: vipGoods.id });
    const [row] = await t.db
      .select({ tradeNo: orders.tradeNo })
      .from(orders)
      .where(eq(orders.orderNo, order.orderNo));
    const secret = await sandboxSecret(t);
    await postSandboxNotify(t, secret, {
      orderNo: order.orderNo,
      tradeNo: row?.tradeNo,
      amountFen: order.payAmountFen,
    });
    expect((await orderOf(buyer.token, order.orderNo)).extraPayments).toEqual([]);
    expect(await operatorNotes(order.orderNo)).toHaveLength(0);
  });
});
