import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CATEGORY_LIST_MAX_PAGES, NEWS_CATEGORY_LIST_FIXED } from '@app/contract/limits';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam, type Page } from '../../../lib/paged-fetch';
import { newsKeys } from './news-keys';

/**
 * `getNextPageParam` that also ends the list after `maxPages` pages, however many rows the server still
 * has: the category list reads at most that far (SPEC §9), then says nomore.
 */
export function cappedNextPageParam(maxPages: number) {
  return <T>(last: Page<T>, all: Page<T>[], lastPageNum: number): number | undefined =>
    lastPageNum >= maxPages ? undefined : nextPageParam(last, all, lastPageNum);
}

/** GET /api/news/ver/2/list for the fixed category (11), at most CATEGORY_LIST_MAX_PAGES pages. */
export const financeListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.financeList(),
    queryFn: ({ pageParam, signal }) =>
      getPage<NewsItem>(Api.newsList, { categoryId: NEWS_CATEGORY_LIST_FIXED }, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: cappedNextPageParam(CATEGORY_LIST_MAX_PAGES)<NewsItem>,
  });

export function useFinanceList() {
  return useInfiniteQuery(financeListQueryOptions());
}
