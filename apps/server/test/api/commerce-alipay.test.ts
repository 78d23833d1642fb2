import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsItem, Order, PayStart } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { createManualClock } from '../../src/lib/clock';
import { createAlipayProvider } from '../../src/providers/payment/alipay-provider';
import { rsa2Verify, signContent, yuanToFen } from '../../src/providers/payment/alipay-sign';
import { loadPaymentConfig } from '../../src/providers/payment/payment-config';
import { shopper } from '../helpers/commerce';
import { ALIPAY_SELLER_ID, startFakeAlipay } from '../helpers/fake-alipay';
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

/** A member's unpaid order of the first goods, started on Alipay: its number and its total in yuan. */
async function alipayOrder(app: TestApp) {
  const api = client(app.app);
  const goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
  const buyer = await shopper(app);
  const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
  const orderNo = created.data?.orderNo as string;
  const started = await api.post<PayStart>(
    Api.orderPay,
    { orderNo, channel: 'alipay' },
    { token: buyer.token },
  );
  const params = Object.fromEntries(new URL(started.data?.payUrl as string).searchParams);
  const status = async () =>
    ((await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order).status;
  return { orderNo, total: (goods.priceFen / 100).toFixed(2), params, buyer, status };
}

describe('Alipay notifications about another merchant or app', () => {
  it('refuses a genuinely signed notification whose seller_id or app_id is not ours', async () => {
    const { orderNo, total, status } = await alipayOrder(t);
    const fields = { out_trade_no: orderNo, trade_no: '2026112322002', total_amount: total };
    expect((await notify(fake.notification({ ...fields, seller_id: '2088999999999999' }))).body).toBe('fail');
    expect((await notify(fake.notification({ ...fields, seller_id: '' }))).body).toBe('fail');
    expect((await notify(fake.notification({ ...fields, app_id: '2021000000000999' }))).body).toBe('fail');
    expect(await status()).not.toBe('FULFILLED');
    expect((await notify(fake.notification(fields))).body).toBe('success');
    expect(await status()).toBe('FULFILLED');
  });

  it('will not start without the seller PID', () => {
    const env = { ...fake.certEnv, ALIPAY_SELLER_ID: '' };
    expect(() => loadPaymentConfig(env, true)).toThrow(/ALIPAY_SELLER_ID/);
    expect(() => loadPaymentConfig({ ...env, ALIPAY_SELLER_ID: '2021000000000001' }, true)).toThrow(
      /ALIPAY_SELLER_ID/,
    );
  });
});

describe('Alipay certificate mode (公钥证书模式) against a local fake gateway', () => {
  let certFake: Awaited<ReturnType<typeof startFakeAlipay>>;
  let c: TestApp;
  beforeAll(async () => {
    certFake = await startFakeAlipay({ certMode: true });
    const alipay = loadPaymentConfig(certFake.certEnv, true).alipay;
    c = await createTestApp({
      shareDatabaseWith: t,
      config: { payment: { sandbox: false, wechatpay: null, alipay } },
    });
  });
  afterAll(async () => {
    await c?.close();
    await certFake?.close();
  });

  it('reads the certificates from paths or PEM text and needs all three', () => {
    const alipay = loadPaymentConfig(certFake.certEnv, true).alipay;
    expect(alipay?.certs).toEqual(certFake.expected);
    expect(alipay?.sellerIds).toEqual([ALIPAY_SELLER_ID]);
    expect(() => loadPaymentConfig({ ...certFake.certEnv, ALIPAY_ROOT_CERT: '' }, true)).toThrow(
      /ALIPAY_ROOT_CERT/,
    );
  });

  it('signs requests with the certificate numbers, verifies notifications and answers with the certificate key', async () => {
    const { orderNo, total, params, buyer, status } = await alipayOrder(c);
    expect(params).toMatchObject({
      app_cert_sn: certFake.expected?.appCertSn,
      alipay_root_cert_sn: certFake.expected?.alipayRootCertSn,
    });
    expect(rsa2Verify(signContent(params), params.sign as string, certFake.appPublicKey)).toBe(true);

    const paid = { out_trade_no: orderNo, trade_no: '2026112322003', total_amount: total };
    const wrongKey = fake.notification(paid); // signed with another key than the one in Alipay's certificate
    const cnotify = (n: { body: string; headers: Record<string, string> }) =>
      c.app.inject({ method: 'POST', url: `${Api.payNotify}/alipay`, payload: n.body, headers: n.headers });
    expect((await cnotify(wrongKey)).body).toBe('fail');
    expect((await cnotify(certFake.notification(paid))).body).toBe('success');
    expect(await status()).toBe('FULFILLED');

    const refunded = await client(c.app).post<Order>(
      Api.orderRefund,
      { orderNo, reason: '重复购买' },
      { token: buyer.token },
    );
    expect(refunded.data).toMatchObject({ status: 'REFUNDED', refundStatus: 'SUCCESS' });
    expect(certFake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      params: { app_cert_sn: certFake.expected?.appCertSn },
    });
  });

  it('refuses an answer signed under another Alipay certificate than the configured one', async () => {
    const stale = createAlipayProvider(
      { ...certFake.config, certs: { ...certFake.config.certs!, alipayCertSn: 'an-older-certificate' } },
      createManualClock(),
    );
    await expect(stale.close!('20261123000001')).rejects.toThrow(/certificate/);
    await expect(
      createAlipayProvider(certFake.config, createManualClock()).close!('20261123000001'),
    ).resolves.toBe(undefined);
  });
});
