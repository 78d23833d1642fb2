import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsItem, Order, PayStart } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { rsa2Verify, signContent, yuanToFen } from '../../src/providers/payment/alipay-sign';
import { shopper } from '../helpers/commerce';
import { startFakeAlipay } from '../helpers/fake-alipay';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let fake: Awaited<ReturnType<typeof startFakeAlipay>>;
let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  fake = await startFakeAlipay();
  t = await createTestApp({ config: { payment: { sandbox: false, wechatpay: null, alipay: fake.config } } });
  api = client(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const notify = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: `${Api.payNotify}/alipay`, payload: n.body, headers: n.headers });

describe('Alipay against a local fake gateway', () => {
  it('reads amounts exactly', () => {
    expect(yuanToFen('59.00')).toBe(5900);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('1e3')).toBeNull();
  });

  it('pays through a signed wap-pay address and a verified notification, once; refunds through the gateway', async () => {
    const goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
    const orderNo = created.data?.orderNo as string;
    const started = await api.post<PayStart>(
      Api.orderPay,
      { orderNo, channel: 'alipay' },
      { token: buyer.token },
    );
    const payUrl = new URL(started.data?.payUrl as string);
    const params = Object.fromEntries(payUrl.searchParams);
    expect(params.method).toBe('alipay.trade.wap.pay');
    expect(rsa2Verify(signContent(params), params.sign as string, fake.appPublicKey)).toBe(true);
    expect(JSON.parse(params.biz_content as string)).toMatchObject({
      out_trade_no: orderNo,
      total_amount: (goods.priceFen / 100).toFixed(2),
      product_code: 'QUICK_WAP_WAY',
    });

    const total = (goods.priceFen / 100).toFixed(2);
    const forged = fake.notification({
      out_trade_no: orderNo,
      trade_no: '2026112322001',
      total_amount: total,
    });
    const tampered = { ...forged, body: forged.body.replace(/total_amount=[^&]+/, 'total_amount=0.01') };
    expect((await notify(tampered)).body).toBe('fail');
    const wrongAmount = fake.notification({
      out_trade_no: orderNo,
      trade_no: '2026112322001',
      total_amount: '0.01',
    });
    expect((await notify(wrongAmount)).body).toBe('fail');
    const paid = fake.notification({ out_trade_no: orderNo, trade_no: '2026112322001', total_amount: total });
    expect((await notify(paid)).body).toBe('success');
    expect((await notify(paid)).body).toBe('success'); // resent: nothing changes
    const order = (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order;
    expect(order).toMatchObject({ status: 'FULFILLED', channel: 'alipay' });

    const refunded = await api.post<Order>(
      Api.orderRefund,
      { orderNo, reason: '重复购买' },
      { token: buyer.token },
    );
    expect(refunded.data).toMatchObject({ status: 'REFUNDED', refundStatus: 'SUCCESS' });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      biz: { out_trade_no: orderNo, refund_amount: total },
    });
  });

  it('a second Alipay trade for a paid order is refunded by its own trade number', async () => {
    const goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
    const orderNo = created.data?.orderNo as string;
    await api.post(Api.orderPay, { orderNo, channel: 'alipay' }, { token: buyer.token });
    const total = (goods.priceFen / 100).toFixed(2);
    const first = fake.notification({
      out_trade_no: orderNo,
      trade_no: '2026112322101',
      total_amount: total,
    });
    expect((await notify(first)).body).toBe('success');
    const second = fake.notification({
      out_trade_no: orderNo,
      trade_no: '2026112322102',
      total_amount: total,
    });
    expect((await notify(second)).body).toBe('success');
    expect((await notify(second)).body).toBe('success'); // resent: refunded once
    const refunds = fake.calls.filter(
      (c) => c.method === 'alipay.trade.refund' && c.biz.trade_no === '2026112322102',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.biz).toMatchObject({ out_trade_no: orderNo, refund_amount: total });
    const order = (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order;
    expect(order).toMatchObject({
      status: 'FULFILLED',
      extraPayments: [{ channel: 'alipay', tradeNo: '2026112322102', refundStatus: 'SUCCESS' }],
    });
  });
});
