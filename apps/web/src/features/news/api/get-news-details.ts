import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getData, readEarlyById } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

const newsInfoUrl = (id: number) => `${Api.newsInfo}/${id}`;

export async function getNewsDetails(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return getData<NewsDetail>(newsInfoUrl(id), undefined, { signal });
}

/** The details page's article, asked for by its route (?id=) while the page's code loads. */
export const readNewsDetailsEarly = readEarlyById(newsInfoUrl);

export const newsDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => getNewsDetails(id, signal),
    // Like/collect state is the caller's own: read it again on every visit (e.g. after logging in).
    staleTime: 0,
  });

export function useNewsDetails(id: number | null) {
  return useQuery({ ...newsDetailsQueryOptions(id ?? 0), enabled: id !== null });
}
