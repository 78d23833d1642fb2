import { useInfiniteQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';

/** GET /api/news/ver/2/list/strategy: teachers' strategy articles, newest first (NEWS_LIST_RULES.strategy). */
export const strategyListQueryOptions = () =>
  pagedQueryOptions<NewsItem>({
    queryKey: ['news-list', 'strategy'] as const,
    url: `${Api.newsListAction}/strategy`,
  });

export function useStrategyList() {
  return useInfiniteQuery(strategyListQueryOptions());
}
