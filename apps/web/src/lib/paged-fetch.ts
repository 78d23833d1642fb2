import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { Page } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import { pageParams } from '@app/contract/read-addresses';
import { getPage, readEarly } from './api-client';

/** One page of a list endpoint; quiet, as the list shows its own error state. */
export const getListPage = <T>(
  url: string,
  params: Record<string, unknown>,
  pageNum: number,
  signal?: AbortSignal,
  pageSize: number = PAGE_SIZE,
): Promise<Page<T>> => getPage<T>(url, { ...params, ...pageParams(pageNum, pageSize) }, { signal });

/** A list's first page, asked for by its route while the page's code loads (lib/early-read). */
export const readFirstPageEarly = (
  url: string,
  params: Record<string, unknown>,
  pageSize: number = PAGE_SIZE,
) => readEarly(url, { ...params, ...pageParams(1, pageSize) });

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
  /** Ends the list after this many pages, however many rows the server still has. */
  maxPages?: number;
  staleTime?: number;
}

/** An infinite query over a list endpoint: pages of `pageSize` from 1 until the end (SPEC §4). */
export function pagedQueryOptions<T, TKey extends QueryKey = QueryKey>({
  queryKey,
  url,
  params = {},
  pageSize = PAGE_SIZE,
  enabled,
  maxPages,
  staleTime,
}: PagedQuerySource<TKey>) {
  const next = nextPageParamFor(pageSize);
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getListPage<T>(url, params, pageParam, signal, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>, all: Page<T>[], lastPageNum: number) =>
      maxPages !== undefined && lastPageNum >= maxPages ? undefined : next(last, all, lastPageNum),
    enabled,
    staleTime,
  });
}
