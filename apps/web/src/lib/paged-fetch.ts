import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { RowsEnvelope } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import { request } from './api-client';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** One page of a list endpoint; quiet, as the list shows its own error state. */
export async function getPage<T>(
  url: string,
  params: Record<string, unknown>,
  pageNum: number,
  signal?: AbortSignal,
  pageSize: number = PAGE_SIZE,
): Promise<Page<T>> {
  const body = await request<RowsEnvelope<T>>({
    url,
    params: { ...params, pageNum, pageSize },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

/** All rows of a list endpoint that is not paged (or its first page only); quiet like `getPage`. */
export async function getRows<T>(
  url: string,
  params?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T[]> {
  const body = await request<RowsEnvelope<T>>({ url, params, loading: false, toastOnError: false, signal });
  return body.rows;
}

/**
 * `getNextPageParam` for lists fetched `pageSize` rows at a time: a short page or everything loaded
 * means the end (list status nomore, SPEC §4).
 */
export function nextPageParamFor(pageSize: number) {
  return <T>(last: Page<T>, all: Page<T>[], lastPageNum: number): number | undefined => {
    const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
    if (nextStatus(last.rows.length, pageSize) === 'nomore' || loaded >= last.total) return undefined;
    return lastPageNum + 1;
  };
}

/** `getNextPageParam` for lists fetched at the usual page size. */
export const nextPageParam: <T>(last: Page<T>, all: Page<T>[], lastPageNum: number) => number | undefined =
  nextPageParamFor(PAGE_SIZE);

interface PagedQuerySource<TKey extends QueryKey> {
  queryKey: TKey;
  url: string;
  /** Sent with every page. */
  params?: Record<string, unknown>;
  pageSize?: number;
  /** False while something the list needs (e.g. its category) is not there yet. */
  enabled?: boolean;
}

/** An infinite query over a list endpoint: pages of `pageSize` from 1 until the end (SPEC §4). */
export function pagedQueryOptions<T, TKey extends QueryKey = QueryKey>({
  queryKey,
  url,
  params = {},
  pageSize = PAGE_SIZE,
  enabled,
}: PagedQuerySource<TKey>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage<T>(url, params, pageParam, signal, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageParamFor(pageSize)<T>,
    enabled,
  });
}
