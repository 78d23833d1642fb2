import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { createMemoryStorage } from '../storage/key-value-storage';
import { needsCaptcha } from './request-error';
import { harness, jsonResponse, rejection } from './request-test-harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('request: failures', () => {
  it('network failure toasts 网络连接异常', async () => {
    const h = harness(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(h.client.request({ url: '/a' }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('网络连接异常');
    expect(h.toasts).toEqual(['网络连接异常']);
  });

  it('timeout aborts the call and toasts 系统接口请求超时', async () => {
    vi.useFakeTimers();
    const h = harness(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(h.client.request({ url: '/slow', timeout: 3000 }));
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('系统接口请求超时');
    expect(h.toasts).toEqual(['系统接口请求超时']);
  });

  it('uses the default 10 s timeout', async () => {
    vi.useFakeTimers();
    const h = harness(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(h.client.request({ url: '/slow' }));
    await vi.advanceTimersByTimeAsync(9999);
    expect(h.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
  });

  it('caller cancellation rejects quietly', async () => {
    const controller = new AbortController();
    const h = harness(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(h.client.request({ url: '/a', signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(h.toasts).toEqual([]);
  });

  it('HTTP 502 toasts 系统接口502异常', async () => {
    const h = harness(() => new Response('Bad Gateway', { status: 502 }));
    const error = await rejection(h.client.request({ url: '/a' }));
    expect(error).toMatchObject({ kind: 'http', code: 502, message: '系统接口502异常' });
    expect(h.toasts).toEqual(['系统接口502异常']);
  });

  it('a 200 answer that is not JSON is reported with the default message', async () => {
    const h = harness(() => new Response('<!doctype html>', { status: 200 }));
    const error = await rejection(h.client.request({ url: '/a' }));
    expect(error.kind).toBe('server');
    expect(h.toasts).toEqual(['系统未知错误，请反馈给管理员']);
  });

  it.each([401, 403])('code %i clears the session and relaunches to login', async (code) => {
    const storage = createMemoryStorage({
      [StorageKey.token]: 't',
      [StorageKey.memberId]: '7',
      [StorageKey.isTeacher]: '0',
      [StorageKey.navData]: '[]',
      [StorageKey.advertisementShow]: '1',
      [StorageKey.crmUserId]: 'crm',
      [StorageKey.parentMemberId]: '5',
      [StorageKey.fontSize]: '1.2',
    });
    const h = harness(() => jsonResponse({ code, msg: 'token expired', data: null }), { storage });
    const error = await rejection(h.client.request({ url: '/api/member/get/info' }));
    expect(error).toMatchObject({
      kind: 'session',
      code,
      message: '无效的会话，或者会话已过期，请重新登录。',
    });
    for (const key of [
      StorageKey.token,
      StorageKey.memberId,
      StorageKey.isTeacher,
      StorageKey.navData,
      StorageKey.advertisementShow,
    ]) {
      expect(storage.get(key)).toBeNull();
    }
    expect(storage.get(StorageKey.crmUserId)).toBe('crm');
    expect(storage.get(StorageKey.parentMemberId)).toBe('5');
    expect(storage.get(StorageKey.fontSize)).toBe('1.2');
    expect(h.navigations).toEqual([{ url: '/pages/login/index/index', type: 'reLaunch' }]);
  });

  it('upload 401 also clears the referral ids', async () => {
    const storage = createMemoryStorage({
      [StorageKey.token]: 't',
      [StorageKey.crmUserId]: 'crm',
      [StorageKey.parentMemberId]: '5',
    });
    const h = harness(() => jsonResponse({ code: 401, msg: '', data: null }), { storage });
    const error = await rejection(
      h.client.upload({ url: '/api/member/modify/avatar', file: new Blob(['x']) }),
    );
    expect(error.kind).toBe('session');
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(storage.get(StorageKey.crmUserId)).toBeNull();
    expect(storage.get(StorageKey.parentMemberId)).toBeNull();
    expect(h.navigations).toEqual([{ url: '/pages/login/index/index', type: 'reLaunch' }]);
  });

  it('with the confirm variant, relaunches to login only after the member agrees, asking once', async () => {
    let answer: (ok: boolean) => void = () => undefined;
    const confirm = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    const withConfirm = harness(() => jsonResponse({ code: 401, msg: '', data: null }), {
      storage: createMemoryStorage({ [StorageKey.token]: 't' }),
      confirmOnSessionExpiry: true,
      ui: { showLoading: () => undefined, hideLoading: () => undefined, toast: () => undefined, confirm },
    });
    const a = rejection(withConfirm.client.request({ url: '/a' }));
    const b = rejection(withConfirm.client.request({ url: '/b' }));
    expect((await a).message).toBe('无效的会话，或者会话已过期，请重新登录。');
    await b;
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('系统提示', '登录状态已过期，请重新登录?');
    expect(withConfirm.navigations).toEqual([]);
    answer(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(withConfirm.navigations).toEqual([{ url: '/pages/login/index/index', type: 'reLaunch' }]);
  });

  it('206 stores the page, data and params, opens the no-permission page and toasts', async () => {
    const h = harness(() => jsonResponse({ code: 206, msg: '开通会员后可查看全文', data: { goodsId: 3 } }));
    const error = await rejection(
      h.client.request({ url: '/api/news/ver/2/info/42', params: { from: 'list', empty: '' } }),
    );
    expect(error).toMatchObject({ kind: 'no-permission', code: 206, message: '206' });
    expect(h.storage.get(StorageKey.noPermissionPage)).toBe('/pages/news/details/index?id=42');
    expect(JSON.parse(h.storage.get(StorageKey.noPermissionData) ?? 'null')).toEqual({ goodsId: 3 });
    expect(JSON.parse(h.storage.get(StorageKey.noPermissionParams) ?? 'null')).toEqual({
      from: 'list',
      empty: '',
    });
    expect(h.navigations).toEqual([{ url: '/pages/mine/noPermission/index', type: 'navigateTo' }]);
    expect(h.toasts).toEqual(['开通会员后可查看全文']);
  });

  it('206 for a page already left moves nobody and keeps what the no-permission page shows', async () => {
    let page = { path: '/pages/news/details/index', query: { id: '42' } as Record<string, string> };
    let answer: (response: Response) => void = () => undefined;
    const h = harness(() => new Promise<Response>((resolve) => (answer = resolve)), {
      currentPage: () => page,
    });
    const refused = () => jsonResponse({ code: 206, msg: '无权限', data: { moduleId: 1 } });

    // The article's read leaves; before it is answered the member goes back to the list.
    const late = rejection(h.client.request({ url: '/api/news/ver/2/info/42' }));
    page = { path: '/pages/news/list/index', query: {} };
    answer(refused());
    expect(await late).toMatchObject({ kind: 'no-permission', code: 206 });
    expect(h.navigations).toEqual([]);
    expect(h.toasts).toEqual([]);
    expect(h.storage.get(StorageKey.noPermissionPage)).toBeNull();

    // On the no-permission page already (an earlier read led there), a refusal asked from it changes nothing.
    h.storage.set(StorageKey.noPermissionPage, '/pages/news/details/index?id=42');
    page = { path: '/pages/mine/noPermission/index', query: {} };
    const again = rejection(h.client.request({ url: '/api/news/ver/2/info/42' }));
    answer(refused());
    expect(await again).toMatchObject({ kind: 'no-permission' });
    expect(h.navigations).toEqual([]);
    expect(h.storage.get(StorageKey.noPermissionPage)).toBe('/pages/news/details/index?id=42');

    // Still on the page that asked, whose address lost a parameter meanwhile (a WeChat login's code is
    // tidied away): the member is taken to the no-permission page, which returns to the tidy address.
    page = { path: '/pages/news/details/index', query: { id: '43', code: 'wx-code' } };
    const tidied = rejection(h.client.request({ url: '/api/news/ver/2/info/43' }));
    page = { path: '/pages/news/details/index', query: { id: '43' } };
    answer(refused());
    expect(await tidied).toMatchObject({ kind: 'no-permission' });
    expect(h.navigations).toEqual([{ url: '/pages/mine/noPermission/index', type: 'navigateTo' }]);
    expect(h.storage.get(StorageKey.noPermissionPage)).toBe('/pages/news/details/index?id=43');
  });

  it('500 toasts the server message or the generic text and rejects with 500', async () => {
    const withMsg = harness(() => jsonResponse({ code: 500, msg: '服务维护中', data: null }));
    const error = await rejection(withMsg.client.request({ url: '/a' }));
    expect(error).toMatchObject({ kind: 'server', code: 500, message: '500', userMessage: '服务维护中' });
    expect(withMsg.toasts).toEqual(['服务维护中']);

    const bare = harness(() => jsonResponse({ code: 500, msg: '', data: null }));
    await rejection(bare.client.request({ url: '/a' }));
    expect(bare.toasts).toEqual(['系统繁忙，请稍后再试']);
  });

  it('other codes toast the server msg when the code table has none', async () => {
    const h = harness(() => jsonResponse({ code: 418, msg: '我是茶壶', data: null }));
    const error = await rejection(h.client.request({ url: '/a' }));
    expect(error).toMatchObject({ kind: 'business', code: 418, message: '418', userMessage: '我是茶壶' });
    expect(h.toasts).toEqual(['我是茶壶']);
  });

  it('the code table wins over msg (404), and the default covers the rest', async () => {
    const notFound = harness(() => jsonResponse({ code: 404, msg: 'no such news', data: null }));
    await rejection(notFound.client.request({ url: '/a' }));
    expect(notFound.toasts).toEqual(['访问资源不存在']);

    const unknown = harness(() => jsonResponse({ code: 409, data: null }));
    const error = await rejection(unknown.client.request({ url: '/a' }));
    expect(error.message).toBe('409');
    expect(unknown.toasts).toEqual(['系统未知错误，请反馈给管理员']);
  });

  it('428 asks for the captcha: its own kind, the server text toasted, the data kept, no navigation', async () => {
    const h = harness(() =>
      jsonResponse({ code: 428, msg: '请输入图形验证码', data: { captchaRequired: true } }),
    );
    const error = await rejection(
      h.client.request({ url: '/api/common/sms/code', method: 'POST', data: { mobile: '13800000001' } }),
    );
    expect(error).toMatchObject({
      kind: 'captcha',
      code: 428,
      userMessage: '请输入图形验证码',
      data: { captchaRequired: true },
    });
    expect(needsCaptcha(error)).toBe(true);
    expect(h.toasts).toEqual(['请输入图形验证码']);
    expect(h.navigations).toEqual([]);
  });

  it('a refusal whose data says the next try needs the captcha is told apart from a plain one', async () => {
    const due = harness(() =>
      jsonResponse({ code: 400, msg: '账号或密码错误', data: { captchaRequired: true } }),
    );
    const error = await rejection(due.client.request({ url: '/a' }));
    expect(error).toMatchObject({ kind: 'business', code: 400, userMessage: '账号或密码错误' });
    expect(needsCaptcha(error)).toBe(true);

    const plain = harness(() => jsonResponse({ code: 400, msg: '账号或密码错误', data: null }));
    expect(needsCaptcha(await rejection(plain.client.request({ url: '/a' })))).toBe(false);
    expect(needsCaptcha(new Error('x'))).toBe(false);
  });

  it('toastOnError false stays silent but still navigates', async () => {
    const h = harness(() => jsonResponse({ code: 206, msg: '无权限', data: null }));
    await rejection(h.client.request({ url: '/a', toastOnError: false }));
    expect(h.toasts).toEqual([]);
    expect(h.navigations).toHaveLength(1);
  });
});
