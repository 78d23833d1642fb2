import type { FastifyInstance } from 'fastify';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T extends Array<infer R> ? R[] : unknown[];
  total?: number;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  ip?: string;
  /** Extra request headers (e.g. the parentMemberId a shared link left in the client). */
  headers?: Record<string, string>;
}

/** Thin inject wrappers: every API answer must be HTTP 200 JSON with the envelope. */
export function client(app: FastifyInstance) {
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    options: CallOptions,
  ): Promise<Envelope<T>> {
    const response = await app.inject({
      method,
      url,
      ...(options.query ? { query: options.query } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: {
        ...options.headers,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
    return response.json() as Envelope<T>;
  }
  return {
    get: <T = unknown>(url: string, options: CallOptions = {}) => call<T>('GET', url, undefined, options),
    post: <T = unknown>(url: string, body?: unknown, options: CallOptions = {}) =>
      call<T>('POST', url, body, options),
  };
}
