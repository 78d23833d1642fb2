import { describe, expect, it } from 'vitest';
import { appletTicket } from '../miniprogram/lib/login';
import { pay, paymentParamsOf } from '../miniprogram/lib/pay';
import {
  onPhoneButton,
  PHONE_DECLINED,
  PHONE_NO_TICKET,
  PHONE_OFFLINE,
  phoneTicketOf,
} from '../miniprogram/lib/phone';
import { UPDATE_READY, watchForUpdate } from '../miniprogram/lib/update';
import { webViewUrl } from '../miniprogram/lib/web-url';
import { fakeWx } from './fake-wx';

const settings = { apiBase: 'https://m.example.com', platformCode: 'wxApplet', appKey: 'wx-mp-1' };

describe('login', () => {
  it("trades wx.login's code for the server's one-time ticket", async () => {
    const { wx, calls } = fakeWx({
      loginCode: 'js-code-9',
      request: () => ({
        statusCode: 200,
        data: { code: 200, msg: 'ok', data: { ticket: 'T-123', expiresInSeconds: 60 } },
      }),
    });
    expect(await appletTicket(wx, settings)).toBe('T-123');
    expect(calls.requests[0]).toMatchObject({
      url: 'https://m.example.com/api/member/wx/auth/ver/2/applet/login',
      data: { code: 'js-code-9', platformCode: 'wxApplet', appKey: 'wx-mp-1' },
    });
  });

  it('opens the web app as a visitor when WeChat, the server or the network refuse', async () => {
    expect(await appletTicket(fakeWx({ loginCode: null }).wx, settings)).toBeNull();
    const refused = fakeWx({
      request: () => ({ statusCode: 200, data: { code: 400, msg: '微信授权已失效', data: null } }),
    });
    expect(await appletTicket(refused.wx, settings)).toBeNull();
    expect(await appletTicket(fakeWx({}).wx, settings)).toBeNull();
  });
});

describe('web-view address', () => {
  it('carries the ticket and the build, and only opens in-app pages', () => {
    expect(webViewUrl('https://m.example.com/', '/pages/news/details/index?id=3', 'T 1', '2.0.33')).toBe(
      'https://m.example.com/pages/news/details/index?id=3&ticket=T%201&from=mp&v=2.0.33',
    );
    expect(webViewUrl('https://m.example.com', 'https://evil.example/x', null, '2.0.33')).toBe(
      'https://m.example.com/pages/index?from=mp&v=2.0.33',
    );
  });
});

describe('update manager', () => {
  it('asks to restart into a ready update with no way to cancel', () => {
    const { wx, calls, fireUpdateReady } = fakeWx({});
    watchForUpdate(wx);
    expect(calls.modals).toHaveLength(0);
    fireUpdateReady();
    expect(calls.modals[0]).toMatchObject({ content: UPDATE_READY, showCancel: false });
    expect(calls.applied).toBe(1);
  });
});

describe('payment and phone', () => {
  const params = {
    timeStamp: '1',
    nonceStr: 'n',
    package: 'prepay_id=wx1',
    signType: 'RSA' as const,
    paySign: 's',
  };

  it('reads the parameters from the address as the web app writes it, and refuses incomplete ones', () => {
    // The web app: withQuery('/pages/pay/index', { orderNo, params: JSON.stringify(payment) }).
    const query = (value: unknown) => {
      const search = new URLSearchParams({ orderNo: 'O1', params: JSON.stringify(value) }).toString();
      // The mini-program hands onLoad the raw (still encoded) values.
      return Object.fromEntries(search.split('&').map((pair) => pair.split('=') as [string, string]));
    };
    const withSign = { ...params, paySign: 'a+b/c==' };
    expect(paymentParamsOf(query({ ...withSign, appId: 'wx1' }))).toEqual(withSign);
    expect(paymentParamsOf(query({ ...params, paySign: '' }))).toBeNull();
    expect(paymentParamsOf(query({ ...params, signType: 'MD5' }))).toBeNull();
    expect(paymentParamsOf({ params: '%7Bbroken' })).toBeNull();
    expect(paymentParamsOf({})).toBeNull();
  });

  it('pays with the server-made parameters and tells a cancel from a failure', async () => {
    const paid = fakeWx({ payment: { ok: true } });
    expect(await pay(paid.wx, params)).toBe('paid');
    expect(paid.calls.payments[0]).toMatchObject(params);
    expect(
      await pay(fakeWx({ payment: { ok: false, errMsg: 'requestPayment:fail cancel' } }).wx, params),
    ).toBe('cancelled');
    expect(await pay(fakeWx({ payment: { ok: false, errMsg: 'requestPayment:fail' } }).wx, params)).toBe(
      'failed',
    );
  });

  it("sends the phone button's code with the page's one-time ticket, no session, and goes back once bound", async () => {
    const { wx, calls } = fakeWx({
      request: () => ({ statusCode: 200, data: { code: 200, msg: '手机号绑定成功', data: {} } }),
    });
    // The web app: navigateTo('/pages/phone/index?ticket=…'); the page gets the raw (encoded) value.
    const ticket = phoneTicketOf({ ticket: encodeURIComponent('T-phone_1+/=') });
    expect(ticket).toBe('T-phone_1+/=');
    expect(await onPhoneButton(wx, 'https://m.example.com', ticket, { code: 'p-1' })).toEqual({
      ok: true,
      msg: '手机号绑定成功',
    });
    expect(calls.requests[0]).toEqual({
      url: 'https://m.example.com/api/member/wx/auth/ver/2/applet/getUserPhoneNumber',
      data: { code: 'p-1', ticket: 'T-phone_1+/=' },
      header: {},
    });
    expect(calls.backs).toBe(1);
  });

  it('stays on the page with the reason when declined, refused, offline or opened without a ticket', async () => {
    const refused = fakeWx({
      request: () => ({
        statusCode: 200,
        data: { code: 400, msg: '绑定请求已失效，请返回后重新点击绑定', data: null },
      }),
    });
    const declined = await onPhoneButton(refused.wx, 'https://m.example.com', 'T', {
      errMsg: 'getPhoneNumber:fail user deny',
    });
    expect(declined).toEqual({ ok: false, msg: PHONE_DECLINED });
    // Declining sends nothing: the ticket is still good for another tap.
    expect(refused.calls.requests).toHaveLength(0);
    expect(await onPhoneButton(refused.wx, 'https://m.example.com', 'T', { code: 'p-2' })).toEqual({
      ok: false,
      msg: '绑定请求已失效，请返回后重新点击绑定',
    });
    expect(refused.calls.backs).toBe(0);

    const offline = fakeWx({});
    expect(await onPhoneButton(offline.wx, 'https://m.example.com', 'T', { code: 'p-3' })).toEqual({
      ok: false,
      msg: PHONE_OFFLINE,
    });
    const noTicket = fakeWx({});
    expect(phoneTicketOf({})).toBe('');
    expect(phoneTicketOf({ ticket: '%E0%A4%A' })).toBe('');
    expect(await onPhoneButton(noTicket.wx, 'https://m.example.com', '', { code: 'p-4' })).toEqual({
      ok: false,
      msg: PHONE_NO_TICKET,
    });
    expect(noTicket.calls.requests).toHaveLength(0);
    expect(offline.calls.backs + noTicket.calls.backs).toBe(0);
  });
});
