import { afterEach, describe, expect, it, vi } from 'vitest';
import { CROSS_ORIGIN_REQUEST_HEADERS } from '@app/contract/cross-origin';
import { StorageKey } from '@app/contract/storage-keys';
import { createMemoryStorage } from '../storage/key-value-storage';
import { signBody } from './sign';
import { harness, jsonResponse, rejection } from './request-test-harness';

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

  it('sends only headers the API lets other origins send (the native app calls it cross-origin)', async () => {
    const h = harness(undefined, { storage: createMemoryStorage({ [StorageKey.token]: 'tok-9' }) });
    await h.client.request({ url: '/a', method: 'POST', data: { mobile: '13800000001' } });
    await h.client.upload({ url: '/u', file: new Blob(['x']) });
    const allowed = CROSS_ORIGIN_REQUEST_HEADERS.map((name) => name.toLowerCase());
    for (const call of h.calls) {
      const sent = Object.keys(call.init.headers as Record<string, string>);
      expect(sent.length).toBeGreaterThan(8);
      for (const name of sent) expect(allowed).toContain(name.toLowerCase());
    }
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
