import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeInfo } from '@app/contract/home';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

export async function getHomeInfo(signal?: AbortSignal): Promise<HomeInfo> {
  return getData<HomeInfo>(Api.homeInfo, undefined, { isToken: false, signal });
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
