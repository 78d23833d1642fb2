import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getAds, type AdsFilter } from './get-ads';

/**
 * The advertisement list as one page (pageNum 1, pageSize 99, SPEC §7): shaped as an infinite query
 * that never has a next page, so the shared paged list gives it pull to refresh and the nomore footer.
 */
export const adPageQueryOptions = (filter: AdsFilter) =>
  infiniteQueryOptions({
    queryKey: ['ads', 'page', filter] as const,
    queryFn: async ({ signal }) => {
      const rows = await getAds(filter, signal);
      return { rows, total: rows.length };
    },
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  });

export function useAdPage(filter: AdsFilter) {
  return useInfiniteQuery(adPageQueryOptions(filter));
}
