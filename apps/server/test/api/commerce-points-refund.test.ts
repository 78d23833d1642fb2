import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceMsg,
  ORDER_PAY_TIMEOUT_MS,
  type GoodsItem,
  type Order,
  type OrderQuote,
} from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { moduleIdOf } from '../helpers/content';
import { memberCommerce, shopper } from '../helpers/commerce';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let vipGoods: GoodsItem; // VIP内参·月卡: 99.00, earns 99 points when paid in full

const { points, orderOf } = memberCommerce(() => api);

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  const vipId = await moduleIdOf(t, 'vip_news');
  const list = await api.get<GoodsItem[]>(`${Api.goodsListModule}/${vipId}`);
  vipGoods = (list.rows as GoodsItem[]).find((g) => g.cycleUnit === 'month') as GoodsItem;
});
afterAll(async () => t?.close());

/** One step of a sequence: an order (named by a letter) is created, paid, refunded, cancelled or times out. */
type Step =
  | { op: 'create'; order: string; points?: number }
  | { op: 'pay' | 'refund' | 'cancel' | 'timeout'; order: string };

const create = (order: string, pts?: number): Step => ({
  op: 'create',
  order,
  ...(pts ? { points: pts } : {}),
});
const pay = (order: string): Step => ({ op: 'pay', order });
const refund = (order: string): Step => ({ op: 'refund', order });
const cancel = (order: string): Step => ({ op: 'cancel', order });
const timeout = (order: string): Step => ({ op: 'timeout', order });
const buy = (order: string, pts?: number): Step[] => [create(order, pts), pay(order)];

/**
 * The invariant: the balance equals what it would be had every refunded order never happened. Each order
 * counts by where it ended: unpaid orders hold the points they spent, fulfilled ones also add what they
 * earned, closed and refunded ones count for nothing.
 */
function expectedBalance(ended: Map<string, Order>): number {
  let balance = 0;
  for (const o of ended.values()) {
    if (o.status === 'PENDING_PAYMENT') balance -= o.pointsUsed;
    if (o.status === 'FULFILLED') balance += o.pointsEarned - o.pointsUsed;
  }
  return balance;
}

async function run(steps: Step[]) {
  const { token } = await shopper(t);
  const orderNos = new Map<string, string>();
  for (const step of steps) {
    const orderNo = orderNos.get(step.order) as string;
    if (step.op === 'create') {
      const created = await api.post<Order>(
        Api.orderCreate,
        { goodsId: vipGoods.id, ...(step.points ? { points: step.points } : {}) },
        { token },
      );
      expect(created.code, created.msg).toBe(200);
      orderNos.set(step.order, created.data?.orderNo as string);
    } else if (step.op === 'pay') {
      const started = await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token });
      expect(started.code, started.msg).toBe(200);
      const confirmed = await api.post(Api.paySandboxConfirm, { orderNo }, { token });
      expect(confirmed.code, confirmed.msg).toBe(200);
    } else if (step.op === 'refund') {
      const refunded = await api.post<Order>(Api.orderRefund, { orderNo, reason: '不想要了' }, { token });
      expect(refunded.data?.status, refunded.msg).toBe('REFUNDED');
    } else if (step.op === 'cancel') {
      expect((await api.post(Api.orderCancel, { orderNo }, { token })).code).toBe(200);
    } else {
      t.clock.advance(ORDER_PAY_TIMEOUT_MS + 1000);
      await t.app.sweepOrders();
    }
  }
  const ended = new Map<string, Order>();
  for (const [name, orderNo] of orderNos) ended.set(name, await orderOf(token, orderNo));
  return { token, ended, balance: (await points(token)).balance };
}

describe('points earned by a refunded order (the balance as if it never happened)', () => {
  // A earns 99 points; B spends them while unpaid (99 of its 9,900 fen).
  const sequences: [string, Step[]][] = [
    [
      'the attack: park the points in B, refund A, cancel B',
      [...buy('A'), create('B', 99), refund('A'), cancel('B')],
    ],
    [
      'three rounds of the attack',
      ['1', '2', '3'].flatMap((r) => [
        ...buy(`A${r}`),
        create(`B${r}`, 99),
        refund(`A${r}`),
        cancel(`B${r}`),
      ]),
    ],
    ['park, refund A, B times out', [...buy('A'), create('B', 99), refund('A'), timeout('B')]],
    ['park, refund A, then pay B', [...buy('A'), create('B', 99), refund('A'), pay('B')]],
    ['park, refund A, pay B, refund B', [...buy('A'), create('B', 99), refund('A'), pay('B'), refund('B')]],
    ['park, cancel B, then refund A', [...buy('A'), create('B', 99), cancel('B'), refund('A')]],
    ['pay B with the points, then refund A', [...buy('A'), ...buy('B', 99), refund('A')]],
    ['refund A straight away', [...buy('A'), refund('A')]],
    ['park, refund A, B still unpaid', [...buy('A'), create('B', 99), refund('A')]],
  ];

  it.each(sequences)('%s', async (_name, steps) => {
    const { ended, balance } = await run(steps);
    expect(balance).toBe(expectedBalance(ended));
  });

  it('a balance below zero refuses spending points but still sells without them', async () => {
    const { token, balance } = await run([...buy('A'), ...buy('B', 99), refund('A')]);
    expect(balance).toBeLessThan(0);
    const quote = await api.post<OrderQuote>(Api.orderQuote, { goodsId: vipGoods.id }, { token });
    expect(quote.data).toMatchObject({ pointsBalance: balance, pointsMax: 0 });
    const spend = await api.post(Api.orderCreate, { goodsId: vipGoods.id, points: 1 }, { token });
    expect(spend).toMatchObject({ code: ResultCode.badRequest, msg: CommerceMsg.pointsNotEnough });
    const plain = await api.post<Order>(Api.orderCreate, { goodsId: vipGoods.id }, { token });
    expect(plain.code, plain.msg).toBe(200);
  });
});
