import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { HomeInfo } from '@app/contract/home';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** The customer-service phone comes with the home info; the same key shares the home page's cache. */
export const serviceHomeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'info'] as const,
    queryFn: async ({ signal }) =>
      (
        await request<DataEnvelope<HomeInfo>>({
          url: Api.homeInfo,
          isToken: false,
          loading: false,
          toastOnError: false,
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export function useServicePhone(): string | null {
  const { data } = useQuery(serviceHomeInfoQueryOptions());
  return data?.servicePhone || null;
}
