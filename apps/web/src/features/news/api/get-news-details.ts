import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export async function getNewsDetails(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return getData<NewsDetail>(`${Api.newsInfo}/${id}`, undefined, { signal });
}

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
