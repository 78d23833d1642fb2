import { expect, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from '../storage/key-value-storage';
import { createRequest, type NavigateType, type RequestDeps } from './create-request';
import { RequestError } from './request-error';

/** A request client over a fake fetch that records calls, toasts, navigations and spinner events. */
export type FetchArgs = { url: string; init: RequestInit };

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function harness(
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

export async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('expected the request to fail');
}
