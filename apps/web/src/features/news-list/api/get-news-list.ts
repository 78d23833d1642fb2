import { useInfiniteQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';

export interface NewsListFilter {
  categoryId?: number | undefined;
  title?: string | undefined;
}

/**
 * GET /api/news/ver/2/list: a category's articles, newest first; an empty title is left out (SPEC §5).
 * A new filter is a new key, so the list starts again from page 1; no category, no call.
 */
export const newsListQueryOptions = (filter: NewsListFilter) =>
  pagedQueryOptions<NewsItem>({
    queryKey: ['news-list', filter] as const,
    url: Api.newsList,
    params: { categoryId: filter.categoryId, title: filter.title?.trim() || undefined },
    enabled: filter.categoryId !== undefined,
  });

export function useNewsList(filter: NewsListFilter) {
  return useInfiniteQuery(newsListQueryOptions(filter));
}
