import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '@app/contract/envelope';
import type { NewsItem } from '@app/contract/news';
import { newsUnreadKey } from './get-news-unread';

/**
 * After an article is marked read: every cached news list (all keyed under 'news-list') shows it read
 * without a refetch, and the unread counts are asked again.
 */
export function markReadInLists(queryClient: QueryClient, newsId: number): void {
  queryClient.setQueriesData<InfiniteData<Page<NewsItem>>>({ queryKey: ['news-list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((item) => (item.id === newsId ? { ...item, read: true } : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: newsUnreadKey });
}
