import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockPool } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/stock/pool/ver/2/pools: the teachers' pools (the tabs of the pool list). */
export const poolsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.pools(),
    queryFn: ({ signal }) => getRows<StockPool>(Api.stockPools, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const usePools = () => useQuery(poolsQueryOptions());
