import { useInfiniteQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { newsKeys } from './news-keys';

/** The member's collected articles, paged. */
export const newsFavoritesQueryOptions = () =>
  pagedQueryOptions<NewsItem>({ queryKey: newsKeys.favorites(), url: Api.newsFavoriteList });

export function useNewsFavorites() {
  return useInfiniteQuery(newsFavoritesQueryOptions());
}
