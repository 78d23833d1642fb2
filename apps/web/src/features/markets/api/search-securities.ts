import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/stock/market/ver/2/yn/security/search: securities by code or name, with quotes. */
export const securitySearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: marketKeys.search(keyword),
    queryFn: ({ signal }) =>
      getRows<Quote>(`${Api.stockSecurity}/search`, { keyword, pageSize: 50 }, { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useSecuritySearch = (keyword: string, enabled: boolean) =>
  useQuery({ ...securitySearchQueryOptions(keyword), enabled });
