import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsUnread } from '@app/contract/news';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

/** One key for every badge: marking an article read refreshes them all. */
export const newsUnreadKey = ['news-unread'] as const;

/** GET /api/news/view/ver/2/unread: the member's unread articles (NEWS_UNREAD_RULE), in all and per category. */
export const newsUnreadQueryOptions = () =>
  queryOptions({
    queryKey: newsUnreadKey,
    queryFn: ({ signal }) => getData<NewsUnread>(Api.newsViewUnread, undefined, { signal }),
    staleTime: 60_000,
  });

/** Members only: a visitor has no read marks, so no call. */
export function useNewsUnread(loggedIn: boolean) {
  return useQuery({ ...newsUnreadQueryOptions(), enabled: loggedIn });
}

/**
 * The unread count a link to the news list stands for (the home menu's news entries): the count of the
 * category its categoryId names, or of all categories without one; 0 for a link anywhere else.
 */
export function unreadForLink(unread: NewsUnread | undefined, link: string | null | undefined): number {
  if (!unread || !link) return 0;
  const url = new URL(link, 'http://app.invalid');
  if (url.pathname !== Pages.newsList) return 0;
  const categoryId = Number(url.searchParams.get('categoryId'));
  return Number.isInteger(categoryId) && categoryId > 0 ? unreadOf(unread, categoryId) : unread.count;
}

/** The unread count of one category (0 when it has none or nothing is known yet). */
export const unreadOf = (unread: NewsUnread | undefined, categoryId: number): number =>
  unread?.categories.find((c) => c.categoryId === categoryId)?.count ?? 0;
