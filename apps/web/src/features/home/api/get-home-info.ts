import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { HomeInfo } from '@app/contract/home';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

export async function getHomeInfo(signal?: AbortSignal): Promise<HomeInfo> {
  const body = await request<DataEnvelope<HomeInfo>>({
    url: Api.homeInfo,
    isToken: false,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
}

export const homeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'info'] as const,
    queryFn: ({ signal }) => getHomeInfo(signal),
    staleTime: 5 * 60_000,
  });

export function useHomeInfo() {
  return useQuery(homeInfoQueryOptions());
}
