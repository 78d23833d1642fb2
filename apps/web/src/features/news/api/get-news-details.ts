import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export async function getNewsDetails(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  const body = await request<DataEnvelope<NewsDetail>>({
    url: `${Api.newsInfo}/${id}`,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
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
