import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import { CommerceMsg, type GoodsItem, type Order, type OrderQuote } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { TplKind, type AnswerResult, type Questionnaire } from '@app/contract/interactive';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { shopper } from '../helpers/commerce';
import { client } from '../helpers/http';
import { loginAs, openSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let teacher: LoginResult;
let bundle: GoodsItem;
let plain: GoodsItem;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  teacher = await loginAs(t, 'teacher');
  const goods = (await api.get<GoodsItem[]>(`${Api.goodsList}?pageSize=50`)).rows ?? [];
  bundle = goods.find((g) => g.minRiskLevel !== null) as GoodsItem;
  plain = goods.find((g) => g.minRiskLevel === null) as GoodsItem;
});
afterAll(async () => {
  await t.close();
});

const quote = (token: string, goodsId: number) =>
  api.post<OrderQuote>(Api.orderQuote, { goodsId }, { token });

async function takeRiskTest(token: string, pick: (options: number) => number) {
  const risk = (await api.get<Questionnaire>(Api.questionnaireRisk)).data as Questionnaire;
  const answers = Object.fromEntries(
    risk.questions.map((q) => [String(q.id), q.options[pick(q.options.length)]?.key ?? 'A']),
  );
  return api.post<AnswerResult>(Api.questionnaireAnswer, { id: risk.id, answers }, { token });
}

describe('products with a risk level (适当性管理)', () => {
  it('asks a member without a risk test to take it, refuses a level below, and sells once it is reached', async () => {
    expect(bundle.minRiskLevel).toBe('C3');
    const buyer = await shopper(t);
    const before = await quote(buyer.token, bundle.id);
    expect(before.data?.riskCheck).toEqual({ required: 'C3', held: null, reason: 'missing' });
    const refused = await api.post(Api.orderCreate, { goodsId: bundle.id }, { token: buyer.token });
    expect(refused).toMatchObject({ code: ResultCode.forbidden, msg: CommerceMsg.riskMissing('C3') });
    // A product without a level is sold as before.
    expect((await quote(buyer.token, plain.id)).data?.riskCheck).toBeNull();

    const cautious = await takeRiskTest(buyer.token, () => 0);
    expect(cautious.data?.profile?.level).toBe('C1');
    expect((await quote(buyer.token, bundle.id)).data?.riskCheck).toEqual({
      required: 'C3',
      held: 'C1',
      reason: 'low',
    });

    const bold = await takeRiskTest(buyer.token, (n) => (n === 4 ? 3 : 0));
    expect(bold.data?.profile?.level).toMatch(/C[45]/);
    expect((await quote(buyer.token, bundle.id)).data?.riskCheck).toBeNull();
    const order = await api.post<Order>(Api.orderCreate, { goodsId: bundle.id }, { token: buyer.token });
    expect(order.code, order.msg).toBe(200);
  });
});

describe('product cards in a room', () => {
  const ROOM = 1;

  it('a teacher of the room posts a product card that every viewer gets; a member may not', async () => {
    const socket = await openSocket(t, ROOM);
    socket.send({ type: 'online', liveId: ROOM, userType: 'visitor' });
    await socket.next('online');
    const posted = await api.post(
      Api.liveProductCard,
      { liveId: ROOM, goodsId: plain.id },
      { token: teacher.token },
    );
    expect(posted).toMatchObject({ code: 200, msg: CommerceMsg.productCardPosted });
    const frame = await socket.next('msg', (f) => f.data.tplId === TplKind.product);
    expect(frame.data).toMatchObject({ tplRefId: plain.id, liveId: ROOM });
    expect(frame.data.content).toContain(plain.title);
    await socket.close();
    const list = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=${ROOM}&pageSize=5`);
    expect(list.rows?.some((m) => m.tplId === TplKind.product && m.tplRefId === plain.id)).toBe(true);

    const member = await shopper(t);
    const refused = await api.post(
      Api.liveProductCard,
      { liveId: ROOM, goodsId: plain.id },
      { token: member.token },
    );
    expect(refused).toMatchObject({ code: ResultCode.forbidden, msg: CommerceMsg.productCardTeacherOnly });
    const missing = await api.post(
      Api.liveProductCard,
      { liveId: ROOM, goodsId: 999999 },
      { token: teacher.token },
    );
    expect(missing).toMatchObject({ code: ResultCode.notFound, msg: CommerceMsg.goodsNotFound });
  });
});

describe('suitability checked again at payment and at fulfilment', () => {
  async function boldOrder() {
    const buyer = await shopper(t);
    const bold = await takeRiskTest(buyer.token, (n) => (n === 4 ? 3 : 0));
    expect(bold.data?.profile?.level).toMatch(/C[45]/);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: bundle.id }, { token: buyer.token });
    expect(created.code, created.msg).toBe(200);
    return { buyer, orderNo: created.data?.orderNo as string };
  }

  it('refuses to start paying once the member dropped below the product', async () => {
    const { buyer, orderNo } = await boldOrder();
    expect((await takeRiskTest(buyer.token, () => 0)).data?.profile?.level).toBe('C1');
    const started = await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token });
    expect(started).toMatchObject({
      code: ResultCode.forbidden,
      msg: CommerceMsg.riskLow('C3'),
      data: { riskCheck: { required: 'C3', held: 'C1', reason: 'low' } },
    });
    const order = await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token });
    expect(order.data?.status).toBe('PENDING_PAYMENT');
  });

  it('a payment arriving after the drop is not fulfilled but refunded through its channel, saying why', async () => {
    const { buyer, orderNo } = await boldOrder();
    const started = await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token });
    expect(started.code, started.msg).toBe(200);
    await takeRiskTest(buyer.token, () => 0);
    const confirmed = await api.post(Api.paySandboxConfirm, { orderNo }, { token: buyer.token });
    expect(confirmed.msg).toBe(CommerceMsg.riskRefundReason('C3'));
    const order = (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order;
    expect(order).toMatchObject({
      status: 'REFUNDED',
      refundStatus: 'SUCCESS',
      refundReason: CommerceMsg.riskRefundReason('C3'),
      pointsEarned: 0,
      accessUntil: null,
    });
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: buyer.token });
    expect(info.data?.pointsBalance).toBe(0);
    const modules = new Set(bundle.modules.map((m) => m.id));
    expect((info.data?.access ?? []).filter((a) => modules.has(a.id))).toEqual([]);
  });
});
