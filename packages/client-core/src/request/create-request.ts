import type { AnyEnvelope } from '@app/contract/envelope';
import { ResultCode } from '@app/contract/result-code';
import { TIMEOUT_DEFAULT_MS } from '@app/contract/limits';
import { codeMessages, DEFAULT_ERROR_MESSAGE, Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { SESSION_ITEMS, StorageKey, UPLOAD_SESSION_ITEMS } from '@app/contract/storage-keys';
import { clearItems, getToken } from '../session/session';
import { setJson, type KeyValueStorage } from '../storage/key-value-storage';
import { isPlainObject, omitBlank } from './clean-params';
import { ensureDeviceId } from './device-id';
import { appendQuery, buildQueryString } from './query-string';
import { RequestError } from './request-error';
import { signBody } from './sign';

export type NavigateType = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab';

export interface RequestUi {
  showLoading(text: string): void;
  hideLoading(): void;
  toast(message: string): void;
  confirm?(title: string, content: string): Promise<boolean>;
}

export interface RequestDeps {
  baseUrl: string;
  storage: KeyValueStorage;
  fetch: typeof fetch;
  ui: RequestUi;
  navigate(url: string, type: NavigateType): void;
  currentPage(): { path: string; query: Record<string, string> };
  signKey: string;
  now?: () => number;
  random?: () => number;
  /** Variant: ask Msg.sessionExpiredConfirm before relaunching to login. */
  confirmOnSessionExpiry?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  data?: unknown;
  params?: Record<string, unknown>;
  isToken?: boolean;
  timeout?: number;
  /** Counts towards the shared loading spinner; default true. */
  loading?: boolean;
  /** Default true; false keeps failures silent (navigation on 401/403/206 still happens). */
  toastOnError?: boolean;
  /** Caller cancellation (e.g. a query that is no longer needed): rejects quietly with kind 'aborted'. */
  signal?: AbortSignal;
}

export interface UploadOptions {
  url: string;
  file: Blob;
  /** Form field of the file; default 'file'. */
  name?: string;
  /** File name sent with the part; defaults to the File's own name. */
  fileName?: string;
  formData?: Record<string, string>;
  timeout?: number;
  isToken?: boolean;
  loading?: boolean;
  toastOnError?: boolean;
  signal?: AbortSignal;
}

export interface RequestClient {
  /** Resolves with the whole envelope (`data`, or `rows` and `total`) when its code is 200. */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  upload<T = unknown>(options: UploadOptions): Promise<T>;
  /** Requests currently holding the loading spinner. */
  loadingCount(): number;
}

type Outcome =
  | { kind: 'body'; body: unknown }
  | { kind: 'http'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

interface CallContext {
  toast: boolean;
  networkMessage: string;
  sessionItems: readonly string[];
  /** What the no-permission page may show about the refused request. */
  sentParams: unknown;
  /** The path of the page that asked, when the request left (its query may be tidied meanwhile). */
  askedFrom: string;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;
const NON_HEADER_SAFE = /[^\x20-\x7e]/;

function joinUrl(baseUrl: string, url: string): string {
  if (ABSOLUTE_URL.test(url)) return url;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? url : `/${url}`}`;
}

/** Header values must be ISO-8859-1; anything else (e.g. Chinese in a referral id) is percent-encoded. */
function headerSafe(value: string): string {
  return NON_HEADER_SAFE.test(value) ? encodeURIComponent(value) : value;
}

function mobileOf(data: unknown): string {
  if (!isPlainObject(data)) return '';
  const mobile = data.mobile;
  return typeof mobile === 'string' || typeof mobile === 'number' ? String(mobile) : '';
}

function pageUrl(page: { path: string; query: Record<string, string> }): string {
  const query = new URLSearchParams(page.query).toString();
  return query ? `${page.path}?${query}` : page.path;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function envelopeCode(body: AnyEnvelope): number {
  const raw = body.code as unknown;
  if (raw === undefined || raw === null || raw === '') return 200;
  const code = Number(raw);
  return Number.isFinite(code) ? code : 200;
}

export function createRequest(deps: RequestDeps): RequestClient {
  const { storage, ui } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  let loading = 0;
  let sessionPromptOpen = false;

  function startLoading(enabled: boolean): void {
    if (!enabled) return;
    loading += 1;
    if (loading === 1) ui.showLoading(Msg.loading);
  }

  function endLoading(enabled: boolean): void {
    if (!enabled) return;
    loading = Math.max(0, loading - 1);
    if (loading === 0) ui.hideLoading();
  }

  function headers(signed: unknown, mobileSource: unknown, isToken: boolean): Record<string, string> {
    const parent = storage.get(StorageKey.parentMemberId) ?? '';
    const result: Record<string, string> = {
      deviceId: ensureDeviceId(storage, random, now),
      clientId: '',
      sign: signBody(signed, deps.signKey),
      timestamp: String(now()),
      mobile: headerSafe(mobileOf(mobileSource)),
      key: String(Math.floor(random() * 1_000_000_000)),
      crmUserId: headerSafe(storage.get(StorageKey.crmUserId) ?? ''),
      parentMemberId: headerSafe(parent.split(',')[0]?.trim() ?? ''),
    };
    const token = getToken(storage);
    if (isToken && token) result.Authorization = `Bearer ${token}`;
    return result;
  }

  async function transport(
    url: string,
    init: RequestInit,
    timeoutMs: number,
    external: AbortSignal | undefined,
  ): Promise<Outcome> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (external?.aborted) controller.abort();
    else external?.addEventListener('abort', forwardAbort);
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      if (!response.ok) return { kind: 'http', status: response.status };
      return { kind: 'body', body: parseJson(await response.text()) };
    } catch {
      if (timedOut) return { kind: 'timeout' };
      if (external?.aborted) return { kind: 'aborted' };
      return { kind: 'network' };
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', forwardAbort);
    }
  }

  function fail(ctx: CallContext, error: RequestError): never {
    if (ctx.toast && error.userMessage) ui.toast(error.userMessage);
    throw error;
  }

  function expireSession(ctx: CallContext): void {
    clearItems(storage, ctx.sessionItems);
    const relaunch = () => deps.navigate(Pages.login, 'reLaunch');
    if (deps.confirmOnSessionExpiry && ui.confirm) {
      // Several calls may fail together; one dialog is enough.
      if (sessionPromptOpen) return;
      sessionPromptOpen = true;
      ui.confirm(Msg.systemDialogTitle, Msg.sessionExpiredConfirm)
        .then((ok) => {
          if (ok) relaunch();
        })
        .catch(() => undefined)
        .finally(() => {
          sessionPromptOpen = false;
        });
      return;
    }
    if (ctx.toast) ui.toast(Msg.sessionExpired);
    relaunch();
  }

  /**
   * Opens the no-permission page for the page that asked, and answers whether it did. A refusal that
   * arrives once the member has left that page (a page's early read already led to the no-permission page,
   * or they went back) moves nobody and leaves what the no-permission page shows as it is: otherwise the
   * no-permission page would record itself as the page to return to after buying.
   */
  function openNoPermission(ctx: CallContext, body: AnyEnvelope): boolean {
    const here = deps.currentPage();
    if (here.path === Pages.noPermission || here.path !== ctx.askedFrom) return false;
    storage.set(StorageKey.noPermissionPage, pageUrl(here));
    setJson(storage, StorageKey.noPermissionData, body.data ?? null);
    setJson(storage, StorageKey.noPermissionParams, ctx.sentParams ?? null);
    deps.navigate(Pages.noPermission, 'navigateTo');
    return true;
  }

  function settle<T>(outcome: Outcome, ctx: CallContext): T {
    switch (outcome.kind) {
      case 'aborted':
        throw new RequestError('aborted', 'aborted');
      case 'network':
        return fail(ctx, new RequestError('network', ctx.networkMessage));
      case 'timeout':
        return fail(ctx, new RequestError('timeout', Msg.timeout));
      case 'http':
        return fail(ctx, new RequestError('http', Msg.httpStatus(outcome.status), outcome.status));
      case 'body':
        break;
    }
    if (!isPlainObject(outcome.body)) {
      // A 2xx answer that is not an envelope (e.g. an HTML page): nothing the caller can use.
      return fail(ctx, new RequestError('server', DEFAULT_ERROR_MESSAGE));
    }
    const body = outcome.body as AnyEnvelope;
    const code = envelopeCode(body);
    const msg = typeof body.msg === 'string' && body.msg ? body.msg : null;
    if (code === 200) return body as T;
    if (code === 401 || code === 403) {
      expireSession(ctx);
      throw new RequestError('session', Msg.sessionExpired, code);
    }
    if (code === 206) {
      const opened = openNoPermission(ctx, body);
      const error = new RequestError('no-permission', '206', 206, msg ?? Msg.noPermission);
      return fail(opened ? ctx : { ...ctx, toast: false }, error);
    }
    if (code === 500) {
      return fail(ctx, new RequestError('server', '500', 500, msg ?? Msg.serverError));
    }
    if (code === ResultCode.captchaRequired) {
      // The page shows the captcha; the toast says why the call did not go through.
      return fail(
        ctx,
        new RequestError('captcha', '428', 428, msg ?? Msg.captchaRequired, body.data ?? null),
      );
    }
    const text = codeMessages[code] ?? msg ?? DEFAULT_ERROR_MESSAGE;
    return fail(ctx, new RequestError('business', String(code), code, text, body.data ?? null));
  }

  async function request<T = unknown>(options: RequestOptions): Promise<T> {
    const method = options.method ?? 'GET';
    const hasBody = method !== 'GET' && options.data !== undefined;
    const body = hasBody ? omitBlank(options.data) : undefined;
    const query = buildQueryString(
      method === 'GET'
        ? { ...(isPlainObject(options.data) ? options.data : {}), ...options.params }
        : options.params,
    );
    const init: RequestInit = {
      method,
      headers: {
        ...headers(body, options.data ?? options.params, options.isToken !== false),
        ...(hasBody ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
    };
    const ctx: CallContext = {
      toast: options.toastOnError !== false,
      networkMessage: Msg.networkError,
      sessionItems: SESSION_ITEMS,
      sentParams:
        isPlainObject(options.data) && options.params
          ? { ...options.data, ...options.params }
          : (options.params ?? options.data),
      askedFrom: deps.currentPage().path,
    };
    const showsLoading = options.loading !== false;
    startLoading(showsLoading);
    let outcome: Outcome;
    try {
      outcome = await transport(
        appendQuery(joinUrl(deps.baseUrl, options.url), query),
        init,
        options.timeout ?? TIMEOUT_DEFAULT_MS,
        options.signal,
      );
    } finally {
      // Hidden before any toast: a UI may clear every toast when the spinner goes away.
      endLoading(showsLoading);
    }
    return settle<T>(outcome, ctx);
  }

  async function upload<T = unknown>(options: UploadOptions): Promise<T> {
    const fields = options.formData ?? {};
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const fileName =
      options.fileName ??
      (typeof File !== 'undefined' && options.file instanceof File ? options.file.name : 'blob');
    form.append(options.name ?? 'file', options.file, fileName);
    // No Content-Type: the runtime sets the multipart boundary itself.
    const init: RequestInit = {
      method: 'POST',
      headers: headers(fields, fields, options.isToken !== false),
      body: form,
    };
    const ctx: CallContext = {
      toast: options.toastOnError !== false,
      networkMessage: Msg.uploadNetworkError,
      sessionItems: UPLOAD_SESSION_ITEMS,
      sentParams: fields,
      askedFrom: deps.currentPage().path,
    };
    const showsLoading = options.loading !== false;
    startLoading(showsLoading);
    let outcome: Outcome;
    try {
      outcome = await transport(
        joinUrl(deps.baseUrl, options.url),
        init,
        options.timeout ?? TIMEOUT_DEFAULT_MS,
        options.signal,
      );
    } finally {
      endLoading(showsLoading);
    }
    return settle<T>(outcome, ctx);
  }

  return { request, upload, loadingCount: () => loading };
}
