import { useInfiniteQuery } from '@tanstack/react-query';
import type { PoolEntry } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { LIVE_REFRESH_MS } from './get-ranking';
import { marketKeys } from './market-keys';

/** GET /api/stock/pool/ver/2/list: a pool's entries (all pools when null) with current prices. */
export const poolEntriesQueryOptions = (poolId: number | null) =>
  pagedQueryOptions<PoolEntry>({
    queryKey: marketKeys.poolEntries(poolId),
    url: Api.stockPoolList,
    params: poolId ? { poolId } : {},
    staleTime: 0,
  });

export const usePoolEntries = (poolId: number | null) =>
  useInfiniteQuery({ ...poolEntriesQueryOptions(poolId), refetchInterval: LIVE_REFRESH_MS });
