import { describe, expect, it } from 'vitest';
import type { RequestOptions } from './create-request';
import { createTypedApi } from './typed-api';

function harness(body: unknown) {
  const calls: RequestOptions[] = [];
  const api = createTypedApi(async <T>(options: RequestOptions) => {
    calls.push(options);
    return body as T;
  });
  return { api, calls };
}

describe('typed api', () => {
  it('reads data quietly: no spinner, no toast', async () => {
    const { api, calls } = harness({ code: 200, msg: 'ok', data: { id: 7 } });
    await expect(api.getData<{ id: number }>('/api/x', { id: 7 })).resolves.toEqual({ id: 7 });
    expect(calls[0]).toEqual({ url: '/api/x', params: { id: 7 }, loading: false, toastOnError: false });
  });

  it('reads a page as rows and total, and rows alone', async () => {
    const { api } = harness({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 9 });
    await expect(api.getPage('/api/list', { pageNum: 1 })).resolves.toEqual({ rows: [{ id: 1 }], total: 9 });
    await expect(api.getRows('/api/list')).resolves.toEqual([{ id: 1 }]);
  });

  it('lets a read opt back into the spinner or a toast, or send no token', async () => {
    const { api, calls } = harness({ code: 200, msg: 'ok', data: null });
    await api.getData('/api/x', undefined, { loading: true, isToken: false });
    expect(calls[0]).toMatchObject({ loading: true, toastOnError: false, isToken: false });
  });

  it('writes loudly: POST by default, spinner and toasts left to the wrapper defaults', async () => {
    const { api, calls } = harness({ code: 200, msg: 'ok', data: 'done' });
    await expect(api.send<string>('/api/save', { a: 1 })).resolves.toBe('done');
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/save', data: { a: 1 } });
  });
});
