import type { DataEnvelope, Page, RowsEnvelope } from '@app/contract/envelope';
import type { RequestOptions } from './create-request';

/** What a call may still choose besides its URL and params. */
export type CallOptions = Omit<RequestOptions, 'url' | 'params' | 'data' | 'method'>;

type Send = <T>(options: RequestOptions) => Promise<T>;

export interface TypedApi {
  /**
   * GET answering `data`. Quiet by default (no spinner, no toast): the page shows its own loading and
   * error states. A `session` failure is still said by the wrapper.
   */
  getData<T>(url: string, params?: Record<string, unknown>, options?: CallOptions): Promise<T>;
  /** GET of a list endpoint answering `{ rows, total }`; quiet like `getData`. */
  getPage<T>(url: string, params?: Record<string, unknown>, options?: CallOptions): Promise<Page<T>>;
  /** GET of a list endpoint answering its rows only (one page, or an unpaged list); quiet. */
  getRows<T>(url: string, params?: Record<string, unknown>, options?: CallOptions): Promise<T[]>;
  /** A write (POST by default) answering `data`; loud by default (spinner, failures toasted). */
  send<T = unknown>(
    url: string,
    data?: unknown,
    options?: CallOptions & Pick<RequestOptions, 'method' | 'params'>,
  ): Promise<T>;
}

const QUIET = { loading: false, toastOnError: false } as const;

/** The typed reads and writes over a request function that resolves with the whole envelope. */
export function createTypedApi(request: Send): TypedApi {
  const read = <B>(url: string, params: Record<string, unknown> | undefined, options: CallOptions = {}) =>
    request<B>({ ...QUIET, ...options, url, params });
  return {
    getData: async <T>(url: string, params?: Record<string, unknown>, options?: CallOptions) =>
      (await read<DataEnvelope<T>>(url, params, options)).data,
    getPage: async <T>(url: string, params?: Record<string, unknown>, options?: CallOptions) => {
      const body = await read<RowsEnvelope<T>>(url, params, options);
      return { rows: body.rows, total: body.total };
    },
    getRows: async <T>(url: string, params?: Record<string, unknown>, options?: CallOptions) =>
      (await read<RowsEnvelope<T>>(url, params, options)).rows,
    send: async <T>(
      url: string,
      data?: unknown,
      options: CallOptions & Pick<RequestOptions, 'method' | 'params'> = {},
    ) => (await request<DataEnvelope<T>>({ method: 'POST', ...options, url, data })).data,
  };
}
