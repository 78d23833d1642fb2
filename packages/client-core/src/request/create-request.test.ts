import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { createMemoryStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { createRequest, type NavigateType, type RequestDeps } from './create-request';
import { needsCaptcha, RequestError } from './request-error';
import { signBody } from './sign';

type FetchArgs = { url: string; init: RequestInit };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function harness(
  respond: (call: FetchArgs) => Response | Promise<Response> = () =>
    jsonResponse({ code: 200, msg: 'ok', data: null }),
  extra: Partial<RequestDeps> & { storage?: KeyValueStorage } = {},
) {
  const calls: FetchArgs[] = [];
  const toasts: string[] = [];
  const navigations: Array<{ url: string; type: NavigateType }> = [];
  const loadingEvents: string[] = [];
  const storage = extra.storage ?? createMemoryStorage();
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  const deps: RequestDeps = {
    baseUrl: 'https://api.example.com/',
    storage,
    fetch: fetchImpl as unknown as typeof fetch,
    ui: {
      showLoading: (text) => loadingEvents.push(`show:${text}`),
      hideLoading: () => loadingEvents.push('hide'),
      toast: (m) => toasts.push(m),
    },
    navigate: (url, type) => navigations.push({ url, type }),
    currentPage: () => ({ path: '/pages/news/details/index', query: { id: '42' } }),
    signKey: 'secret-key',
    now: () => 1_760_000_000_000,
    random: () => 0.5,
    ...extra,
  };
  const client = createRequest(deps);
  const header = (i: number, name: string) =>
    (calls[i]?.init.headers as Record<string, string> | undefined)?.[name];
  return { client, calls, toasts, navigations, loadingEvents, storage, header };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request: what goes out', () => {
  it('defaults to GET on the base URL and resolves the whole envelope', async () => {
    const h = harness(() => jsonResponse({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 1 }));
    const body = await h.client.request({ url: '/api/teacher/get/list' });
    expect(body).toEqual({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 1 });
    expect(h.calls[0]?.url).toBe('https://api.example.com/api/teacher/get/list');
    expect(h.calls[0]?.init.method).toBe('GET');
    expect(h.calls[0]?.init.body).toBeUndefined();
  });

  it('treats a missing code as success', async () => {
    const h = harness(() => jsonResponse({ status: 'ok' }));
    await expect(h.client.request({ url: '/healthz' })).resolves.toEqual({ status: 'ok' });
  });

  it('sends the bearer token only when stored and not disabled', async () => {
    const h = harness(undefined, { storage: createMemoryStorage({ [StorageKey.token]: 'tok-9' }) });
    await h.client.request({ url: '/a' });
    await h.client.request({ url: '/a', isToken: false });
    expect(h.header(0, 'Authorization')).toBe('Bearer tok-9');
    expect(h.header(1, 'Authorization')).toBeUndefined();

    const anonymous = harness();
    await anonymous.client.request({ url: '/a' });
    expect(anonymous.header(0, 'Authorization')).toBeUndefined();
  });

  it('sends the signing and tracking headers', async () => {
    const storage = createMemoryStorage({
      [StorageKey.crmUserId]: 'crm-3',
      [StorageKey.parentMemberId]: '101,202,303',
    });
    const h = harness(undefined, { storage });
    const data = { mobile: '13800000001', purpose: 'login' };
    await h.client.request({ url: '/api/common/sms/code', method: 'POST', data });
    expect(h.header(0, 'sign')).toBe(signBody(data, 'secret-key'));
    expect(h.header(0, 'sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(h.header(0, 'timestamp')).toBe('1760000000000');
    expect(h.header(0, 'mobile')).toBe('13800000001');
    expect(h.header(0, 'key')).toBe('500000000');
    expect(h.header(0, 'clientId')).toBe('');
    expect(h.header(0, 'crmUserId')).toBe('crm-3');
    expect(h.header(0, 'parentMemberId')).toBe('101');
    expect(h.header(0, 'Content-Type')).toContain('application/json');
    const deviceId = h.header(0, 'deviceId');
    expect(deviceId).toBeTruthy();
    expect(storage.get(StorageKey.deviceId)).toBe(deviceId);
  });

  it('keeps one device id and signs an absent body as {}', async () => {
    const h = harness();
    await h.client.request({ url: '/a' });
    await h.client.request({ url: '/b' });
    expect(h.header(1, 'deviceId')).toBe(h.header(0, 'deviceId'));
    expect(h.header(0, 'mobile')).toBe('');
    expect(h.header(0, 'sign')).toBe(signBody({}, 'secret-key'));
    expect(signBody({}, 'secret-key')).not.toBe(signBody({}, 'other-key'));
  });

  it('puts params in the query string without null, undefined or empty values', async () => {
    const h = harness();
    await h.client.request({
      url: '/api/news/ver/2/list',
      params: { categoryId: 15, title: '', content: null, pageNum: 1, pageSize: undefined, q: '新 能源' },
    });
    const url = new URL(h.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/news/ver/2/list');
    expect([...url.searchParams.entries()]).toEqual([
      ['categoryId', '15'],
      ['pageNum', '1'],
      ['q', '新 能源'],
    ]);
  });

  it('sends GET data as query too, and no query mark when nothing is left', async () => {
    const h = harness();
    await h.client.request({ url: '/api/nav/list', data: { categoryCode: 'footer', versionSn: '' } });
    await h.client.request({ url: '/api/nav/list', params: { versionSn: null } });
    expect(h.calls[0]?.url).toBe('https://api.example.com/api/nav/list?categoryCode=footer');
    expect(h.calls[1]?.url).toBe('https://api.example.com/api/nav/list');
  });

  it('sends POST JSON without blank top-level fields, and params in the query', async () => {
    const h = harness();
    await h.client.request({
      url: '/api/member/modify/password',
      method: 'POST',
      data: { username: 'demo', nickname: '', code: null, extra: undefined, nested: { keep: '' } },
      params: { oldPassword: 'a b' },
    });
    expect(JSON.parse(String(h.calls[0]?.init.body))).toEqual({ username: 'demo', nested: { keep: '' } });
    expect(h.calls[0]?.url).toBe('https://api.example.com/api/member/modify/password?oldPassword=a+b');
  });
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

describe('request: loading spinner', () => {
  it('shows once for concurrent calls and hides after the last one', async () => {
    const resolvers: Array<() => void> = [];
    const h = harness(
      () =>
        new Promise<Response>((resolve) => {
          resolvers.push(() => resolve(jsonResponse({ code: 200, msg: 'ok', data: 1 })));
        }),
    );
    const first = h.client.request({ url: '/a' });
    const second = h.client.request({ url: '/b' });
    const quiet = h.client.request({ url: '/c', loading: false });
    expect(h.loadingEvents).toEqual(['show:加载中']);
    expect(h.client.loadingCount()).toBe(2);
    await vi.waitFor(() => expect(resolvers).toHaveLength(3));
    resolvers[0]?.();
    await first;
    expect(h.loadingEvents).toEqual(['show:加载中']);
    resolvers[2]?.();
    await quiet;
    expect(h.client.loadingCount()).toBe(1);
    resolvers[1]?.();
    await second;
    expect(h.loadingEvents).toEqual(['show:加载中', 'hide']);
    expect(h.client.loadingCount()).toBe(0);
  });

  it('hides the spinner before showing an error toast', async () => {
    const order: string[] = [];
    const h = harness(() => jsonResponse({ code: 418, msg: 'x', data: null }), {
      ui: {
        showLoading: () => order.push('show'),
        hideLoading: () => order.push('hide'),
        toast: (m) => order.push(`toast:${m}`),
      },
    });
    await rejection(h.client.request({ url: '/a' }));
    expect(order).toEqual(['show', 'hide', 'toast:x']);
  });
});

describe('upload', () => {
  it('posts multipart form data with the file under "file" by default and the auth header', async () => {
    const h = harness(() => jsonResponse({ code: 200, msg: 'ok', data: { url: '/uploads/a.png' } }), {
      storage: createMemoryStorage({ [StorageKey.token]: 'tok' }),
    });
    const result = await h.client.upload<{ data: { url: string } }>({
      url: '/api/common/ueditor/upload',
      file: new Blob(['png-bytes'], { type: 'image/png' }),
      fileName: 'a.png',
      formData: { liveId: '3' },
    });
    expect(result.data.url).toBe('/uploads/a.png');
    const init = h.calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(h.header(0, 'Authorization')).toBe('Bearer tok');
    expect(h.header(0, 'Content-Type')).toBeUndefined();
    const form = init?.body as FormData;
    expect(form.get('liveId')).toBe('3');
    const file = form.get('file') as File;
    expect(file.name).toBe('a.png');
    expect(await file.text()).toBe('png-bytes');
  });

  it('uses the given field name and toasts 后端接口连接异常 on network failure', async () => {
    const h = harness(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(h.client.upload({ url: '/u', file: new Blob(['x']), name: 'avatar' }));
    expect(error).toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    expect(h.toasts).toEqual(['后端接口连接异常']);
  });

  it('sends the file under a custom field name', async () => {
    const h = harness();
    await h.client.upload({ url: '/u', file: new Blob(['x']), name: 'avatar' });
    const form = h.calls[0]?.init.body as FormData;
    expect(form.get('avatar')).toBeInstanceOf(Blob);
    expect(form.get('file')).toBeNull();
  });
});
