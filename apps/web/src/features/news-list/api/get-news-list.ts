import { useInfiniteQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { newsListParams, type NewsListFilter } from '@app/contract/read-addresses';
import { readEarly } from '../../../lib/api-client';
import { pagedQueryOptions, readFirstPageEarly } from '../../../lib/paged-fetch';
import { positiveId } from '../../../lib/positive-id';

/**
 * GET /api/news/ver/2/list: a category's articles, newest first; an empty title is left out (SPEC §5).
 * A new filter is a new key, so the list starts again from page 1; no category, no call.
 */
export const newsListQueryOptions = (filter: NewsListFilter) =>
  pagedQueryOptions<NewsItem>({
    queryKey: ['news-list', filter] as const,
    url: Api.newsList,
    params: newsListParams(filter),
    enabled: filter.categoryId !== undefined,
  });

/**
 * The news page's tabs and, when its address names one (?categoryId=), that category's first page,
 * asked for by its route while the page's code loads (lib/early-read).
 */
export function readNewsListEarly(query: URLSearchParams): void {
  readEarly(Api.newsCategoryAll);
  const categoryId = positiveId(query.get('categoryId'));
  if (categoryId !== null) readFirstPageEarly(Api.newsList, newsListParams({ categoryId }));
}

export function useNewsList(filter: NewsListFilter) {
  return useInfiniteQuery(newsListQueryOptions(filter));
}
