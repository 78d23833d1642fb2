import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_LIST_MAX_PAGES, PAGE_SIZE } from '@app/contract/limits';
import { stubFetch } from '../../../test/render';
import { cappedNextPageParam, financeListQueryOptions } from './get-finance-list';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
const page = (n: number, total: number) => ({ rows: rows(n), total });

afterEach(() => vi.unstubAllGlobals());

describe('cappedNextPageParam', () => {
  const next = cappedNextPageParam(3);

  it('asks for the next page while pages are full and below the cap', () => {
    expect(next(page(PAGE_SIZE, 200), [page(PAGE_SIZE, 200)], 1)).toBe(2);
    expect(next(page(PAGE_SIZE, 200), [page(PAGE_SIZE, 200), page(PAGE_SIZE, 200)], 2)).toBe(3);
  });

  it('ends after the third page even when the server has more', () => {
    const all = [page(PAGE_SIZE, 200), page(PAGE_SIZE, 200), page(PAGE_SIZE, 200)];
    expect(next(page(PAGE_SIZE, 200), all, 3)).toBeUndefined();
  });

  it('still ends on a short page or when everything is loaded', () => {
    expect(next(page(5, 5), [page(5, 5)], 1)).toBeUndefined();
    expect(next(page(PAGE_SIZE, PAGE_SIZE), [page(PAGE_SIZE, PAGE_SIZE)], 1)).toBeUndefined();
  });
});

describe('financeListQueryOptions', () => {
  it('reads category 11 and stops at CATEGORY_LIST_MAX_PAGES pages though the server has 10', async () => {
    const fetchMock = stubFetch((url) => {
      const pageNum = Number(new URL(url, 'http://x').searchParams.get('pageNum'));
      const start = (pageNum - 1) * PAGE_SIZE;
      return {
        code: 200,
        msg: '',
        rows: rows(PAGE_SIZE).map((i) => ({ id: start + i + 1, title: `n${start + i + 1}` })),
        total: PAGE_SIZE * 10,
      };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await client.fetchInfiniteQuery({ ...financeListQueryOptions(), pages: 10 });

    expect(data.pages).toHaveLength(CATEGORY_LIST_MAX_PAGES);
    expect(fetchMock).toHaveBeenCalledTimes(CATEGORY_LIST_MAX_PAGES);
    const urls = fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://x'));
    expect(urls.map((u) => u.pathname)).toEqual(Array(3).fill('/api/news/ver/2/list'));
    expect(urls.map((u) => u.searchParams.get('categoryId'))).toEqual(['11', '11', '11']);
    expect(urls.map((u) => u.searchParams.get('pageNum'))).toEqual(['1', '2', '3']);
  });
});
