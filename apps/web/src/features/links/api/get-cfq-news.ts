import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { linksKeys, type CfqNewsFilter } from './links-keys';

/** GET /api/news/ver/2/list?categoryId=: a category's news, newest first; an empty title is left out (SPEC §5). */
export const cfqNewsQueryOptions = (filter: CfqNewsFilter) =>
  infiniteQueryOptions({
    queryKey: linksKeys.news(filter),
    queryFn: ({ pageParam, signal }) =>
      getPage<NewsItem>(
        Api.newsList,
        { categoryId: filter.categoryId, title: filter.title?.trim() || undefined },
        pageParam,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<NewsItem>,
    enabled: filter.categoryId !== undefined,
  });

export function useCfqNews(filter: CfqNewsFilter) {
  return useInfiniteQuery(cfqNewsQueryOptions(filter));
}
