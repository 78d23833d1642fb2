import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceMsg, type GoodsItem, type Order, type PayStart } from '@app/contract/commerce';
import { ResultCode } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { systemClock } from '../../src/lib/clock';
import { rsaVerify } from '../../src/providers/payment/wechatpay-crypto';
import { createWechatPayProvider } from '../../src/providers/payment/wechatpay-provider';
import { shopper } from '../helpers/commerce';
import { wechatAccounts } from '../../src/db/schema/wechat';
import { startFakeWechatPay, type FakeWechatPay } from '../helpers/fake-wechatpay';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let fake: FakeWechatPay;
beforeAll(async () => {
  fake = await startFakeWechatPay();
});
afterAll(async () => fake?.close());

describe('WeChat Pay v3 provider against a local fake', () => {
  const provider = () => createWechatPayProvider(fake.config, systemClock);
  const expiresAt = new Date(Date.now() + 30 * 60_000);

  it('signs an H5 order the fake accepts, with amount in fen, notify url and time_expire', async () => {
    const start = await provider().start({
      orderNo: '20261123120000123456',
      amountFen: 5900,
      description: 'VIP内参·月卡',
      expiresAt,
      clientIp: '203.0.113.9',
    });
    expect(start.payUrl).toMatch(/^https:\/\/wx\.tenpay\.com\//);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v3/pay/transactions/h5',
      body: {
        out_trade_no: '20261123120000123456',
        amount: { total: 5900, currency: 'CNY' },
        notify_url: fake.config.notifyUrl,
        scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } },
      },
    });
    expect(String((fake.calls.at(-1)?.body as { time_expire: string }).time_expire)).toMatch(/\+08:00$/);
  });

  it('gives JSAPI params whose paySign verifies with the merchant key', async () => {
    const start = await provider().start({
      orderNo: '20261123120000123457',
      amountFen: 100,
      description: 'x',
      expiresAt,
      clientIp: '1.1.1.1',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', appid: fake.config.appid },
    });
    const p = start.params as Record<string, string>;
    expect(p).toMatchObject({ appId: fake.config.appid, signType: 'RSA' });
    expect(p.package).toMatch(/^prepay_id=wx/);
    expect(
      rsaVerify(
        `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`,
        p.paySign as string,
        fake.merchantPublicKey,
      ),
    ).toBe(true);
  });

  it('refuses an answer whose signature does not verify, and a request the fake cannot verify', async () => {
    fake.tamper(true);
    await expect(
      provider().refund({ orderNo: 'A123456', refundNo: 'R123456', amountFen: 1, totalFen: 1, reason: 'x' }),
    ).rejects.toThrow(/signature/);
    fake.tamper(false);
    const wrongKey = createWechatPayProvider({ ...fake.config, serialNo: 'OTHER' }, systemClock);
    await expect(wrongKey.close?.('A123456')).rejects.toThrow(/401/);
  });

  it('verifies and decrypts notifications; refuses tampered, stale, wrongly keyed ones', async () => {
    const ok = fake.notification('TRANSACTION.SUCCESS', {
      out_trade_no: 'A1',
      transaction_id: '4200001',
      trade_state: 'SUCCESS',
      amount: { total: 5900 },
    });
    expect(await provider().verifyNotification(ok)).toMatchObject({
      kind: 'payment',
      orderNo: 'A1',
      tradeNo: '4200001',
      amountFen: 5900,
      success: true,
    });
    expect(
      await provider().verifyNotification({
        ...ok,
        body: ok.body.replace('"summary":"支付成功"', '"summary":"x"'),
      }),
    ).toBeNull();
    const stale = fake.notification(
      'TRANSACTION.SUCCESS',
      { out_trade_no: 'A1', transaction_id: '4200001', trade_state: 'SUCCESS', amount: { total: 5900 } },
      { at: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(await provider().verifyNotification(stale)).toBeNull();
    const badKey = fake.notification(
      'TRANSACTION.SUCCESS',
      { out_trade_no: 'A1', transaction_id: '4200001', trade_state: 'SUCCESS', amount: { total: 5900 } },
      { key: 'x'.repeat(32) },
    );
    expect(await provider().verifyNotification(badKey)).toBeNull();
    const refund = fake.notification('REFUND.SUCCESS', {
      out_trade_no: 'A1',
      out_refund_no: 'RA1',
      refund_status: 'SUCCESS',
    });
    expect(await provider().verifyNotification(refund)).toMatchObject({
      kind: 'refund',
      orderNo: 'A1',
      refundNo: 'RA1',
      success: true,
    });
  });
});

describe('an app configured with WeChat Pay', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ config: { payment: { sandbox: false, wechatpay: fake.config } } });
    t.clock.set(new Date());
    api = client(t.app);
  });
  afterAll(async () => t?.close());

  const notify = (n: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `${Api.payNotify}/wechatpay`, payload: n.body, headers: n.headers });

  it("inside WeChat pays by JSAPI as the member's WeChat identity, and asks a member without one to log in by WeChat", async () => {
    const goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
    const orderNo = created.data?.orderNo as string;
    const without = await api.post(
      Api.orderPay,
      { orderNo, channel: 'wechatpay', jsapi: true },
      { token: buyer.token },
    );
    expect(without).toMatchObject({ code: ResultCode.badRequest, msg: CommerceMsg.jsapiNeedsWechatLogin });

    await t.db
      .insert(wechatAccounts)
      .values({ appId: fake.config.appid, openid: 'oa-payer-1', memberId: buyer.memberId });
    const started = await api.post<PayStart>(
      Api.orderPay,
      { orderNo, channel: 'wechatpay', jsapi: true },
      { token: buyer.token },
    );
    expect(started.data).toMatchObject({ channel: 'wechatpay', payUrl: null });
    expect(started.data?.params).toMatchObject({ appId: fake.config.appid, signType: 'RSA' });
    const jsapiCall = fake.calls.filter((c) => c.path === '/v3/pay/transactions/jsapi').at(-1);
    expect(jsapiCall?.body).toMatchObject({ out_trade_no: orderNo, payer: { openid: 'oa-payer-1' } });
  });

  it('pays through H5 and the signed notification, once; refunds through the refund notification', async () => {
    const goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
    const orderNo = created.data?.orderNo as string;
    expect((await api.post(Api.orderPay, { orderNo, channel: 'sandbox' }, { token: buyer.token })).code).toBe(
      ResultCode.badRequest,
    );
    const started = await api.post<PayStart>(
      Api.orderPay,
      { orderNo, channel: 'wechatpay' },
      { token: buyer.token },
    );
    expect(started.data?.payUrl).toMatch(/^https:\/\/wx\.tenpay\.com\//);

    const paid = fake.notification('TRANSACTION.SUCCESS', {
      out_trade_no: orderNo,
      transaction_id: '4200009',
      trade_state: 'SUCCESS',
      amount: { total: goods.priceFen },
    });
    const forged = { ...paid, body: paid.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') };
    const refused = await notify(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'FAIL' });
    expect((await notify(paid)).statusCode).toBe(204);
    expect((await notify(paid)).statusCode).toBe(204); // WeChat resends: nothing changes
    const order = (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order;
    expect(order).toMatchObject({ status: 'FULFILLED', channel: 'wechatpay' });

    const asked = await api.post<Order>(
      Api.orderRefund,
      { orderNo, reason: '不需要了' },
      { token: buyer.token },
    );
    expect(asked.data).toMatchObject({ status: 'REFUNDING', refundStatus: 'PROCESSING' });
    const refundCall = fake.calls.filter((c) => c.path === '/v3/refund/domestic/refunds').at(-1);
    expect(refundCall?.body).toMatchObject({
      out_trade_no: orderNo,
      amount: { refund: goods.priceFen, total: goods.priceFen },
    });
    const refunded = fake.notification('REFUND.SUCCESS', {
      out_trade_no: orderNo,
      out_refund_no: (refundCall?.body as { out_refund_no: string }).out_refund_no,
      refund_status: 'SUCCESS',
    });
    expect((await notify(refunded)).statusCode).toBe(204);
    const after = (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order;
    expect(after).toMatchObject({ status: 'REFUNDED', refundStatus: 'SUCCESS' });
  });
});

describe('paying from the mini-program', () => {
  const MP_APP_ID = 'wx5mini0program01';
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        payment: { sandbox: false, wechatpay: fake.config },
        wechat: {
          apiBase: 'http://127.0.0.1:9',
          openBase: 'https://open.weixin.qq.com',
          officialAccount: null,
          miniProgram: { appId: MP_APP_ID, secret: 'mini-program-secret' },
          jssdkOrigins: [],
        },
      },
    });
    t.clock.set(new Date());
    api = client(t.app);
  });
  afterAll(async () => t?.close());

  async function newOrder() {
    const goods = ((await api.get<GoodsItem[]>(Api.goodsList)).rows as GoodsItem[])[0] as GoodsItem;
    const buyer = await shopper(t);
    const created = await api.post<Order>(Api.orderCreate, { goodsId: goods.id }, { token: buyer.token });
    return { goods, buyer, orderNo: created.data?.orderNo as string };
  }

  it("makes JSAPI params for the mini-program's appid and the member's own openid there; the notification fulfils the order", async () => {
    const { goods, buyer, orderNo } = await newOrder();
    // Someone else's mini-program identity and the buyer's official-account identity are not the payer.
    const other = await shopper(t);
    await t.db.insert(wechatAccounts).values([
      { appId: MP_APP_ID, openid: 'mp-other-member', memberId: other.memberId },
      { appId: fake.config.appid, openid: 'oa-buyer', memberId: buyer.memberId },
    ]);
    const body = { orderNo, channel: 'wechatpay', miniProgram: true };
    const without = await api.post(Api.orderPay, body, { token: buyer.token });
    expect(without).toMatchObject({ code: ResultCode.badRequest, msg: CommerceMsg.miniProgramNeedsLogin });

    await t.db
      .insert(wechatAccounts)
      .values({ appId: MP_APP_ID, openid: 'mp-buyer', memberId: buyer.memberId });
    const started = await api.post<PayStart>(Api.orderPay, body, { token: buyer.token });
    expect(started.data).toMatchObject({ channel: 'wechatpay', paid: false, payUrl: null });
    const p = started.data?.params as Record<string, string>;
    expect(p).toMatchObject({
      appId: MP_APP_ID,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=/),
    });
    expect(
      rsaVerify(
        `${MP_APP_ID}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`,
        p.paySign as string,
        fake.merchantPublicKey,
      ),
    ).toBe(true);
    const jsapiCall = fake.calls.filter((c) => c.path === '/v3/pay/transactions/jsapi').at(-1);
    expect(jsapiCall?.body).toMatchObject({
      appid: MP_APP_ID,
      mchid: fake.config.mchid,
      out_trade_no: orderNo,
      payer: { openid: 'mp-buyer' },
      amount: { total: goods.priceFen },
    });

    // WeChat's notification names the mini-program's appid; an unknown app's is refused.
    const resource = {
      out_trade_no: orderNo,
      transaction_id: '4200010',
      trade_state: 'SUCCESS',
      amount: { total: goods.priceFen },
    };
    const notify = (n: { body: string; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: `${Api.payNotify}/wechatpay`,
        payload: n.body,
        headers: n.headers,
      });
    const stranger = fake.notification('TRANSACTION.SUCCESS', { ...resource, appid: 'wx0unknown0app00' });
    expect((await notify(stranger)).statusCode).toBe(400);
    expect(
      (await notify(fake.notification('TRANSACTION.SUCCESS', { ...resource, appid: MP_APP_ID }))).statusCode,
    ).toBe(204);
    const order = (await api.get<Order>(`${Api.orderInfo}/${orderNo}`, { token: buyer.token })).data as Order;
    expect(order).toMatchObject({ status: 'FULFILLED', channel: 'wechatpay' });
  });

  it('never takes an openid from the client, and pays only by WeChat Pay', async () => {
    const { buyer, orderNo } = await newOrder();
    await t.db
      .insert(wechatAccounts)
      .values({ appId: MP_APP_ID, openid: 'mp-buyer-2', memberId: buyer.memberId });
    const forged = await api.post(
      Api.orderPay,
      { orderNo, channel: 'wechatpay', miniProgram: true, openid: 'mp-other-member' },
      { token: buyer.token },
    );
    expect(forged.code).toBe(ResultCode.badRequest);
    const noChannel = await api.post(Api.orderPay, { orderNo, miniProgram: true }, { token: buyer.token });
    expect(noChannel).toMatchObject({
      code: ResultCode.badRequest,
      msg: CommerceMsg.miniProgramPaysByWechat,
    });
    expect(fake.calls.some((c) => JSON.stringify(c.body).includes(orderNo))).toBe(false);
  });
});
