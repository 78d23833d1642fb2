import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@app/contract/envelope';
import { CATEGORY_LIST_MAX_PAGES, NEWS_CATEGORY_LIST_FIXED } from '@app/contract/limits';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { nextPageParam, pagedQueryOptions } from '../../../lib/paged-fetch';
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
  pagedQueryOptions<NewsItem>({
    queryKey: newsKeys.financeList(),
    url: Api.newsList,
    params: { categoryId: NEWS_CATEGORY_LIST_FIXED },
    maxPages: CATEGORY_LIST_MAX_PAGES,
  });

export function useFinanceList() {
  return useInfiniteQuery(financeListQueryOptions());
}
