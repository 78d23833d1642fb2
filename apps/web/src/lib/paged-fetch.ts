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
): Promise<Page<T>> {
  const body = await request<RowsEnvelope<T>>({
    url,
    params: { ...params, pageNum, pageSize: PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

/** A short page or everything loaded means the end (list status nomore, SPEC §4). */
export function nextPageParam<T>(last: Page<T>, all: Page<T>[], lastPageNum: number): number | undefined {
  const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
  if (nextStatus(last.rows.length, PAGE_SIZE) === 'nomore' || loaded >= last.total) return undefined;
  return lastPageNum + 1;
}
