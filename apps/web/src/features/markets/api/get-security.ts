import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityDetail } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/stock/market/ver/2/yn/security/{code}: the quote and about half a year of daily candles. */
export const securityQueryOptions = (code: string) =>
  queryOptions({
    queryKey: marketKeys.security(code),
    queryFn: ({ signal }) => getData<SecurityDetail>(`${Api.stockSecurity}/${code}`, undefined, { signal }),
    staleTime: 30_000,
  });

export const useSecurity = (code: string | null) =>
  useQuery({ ...securityQueryOptions(code ?? ''), enabled: code !== null });
