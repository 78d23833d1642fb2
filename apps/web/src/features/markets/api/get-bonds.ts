import { useInfiniteQuery } from '@tanstack/react-query';
import type { BondItem } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { LIVE_REFRESH_MS } from './get-ranking';
import { marketKeys } from './market-keys';

/** GET /api/bond/ver/2/list: convertible bonds with figures from the current stock prices. */
export const bondsQueryOptions = () =>
  pagedQueryOptions<BondItem>({ queryKey: marketKeys.bonds(), url: Api.bondList, staleTime: 0 });

export const useBonds = () => useInfiniteQuery({ ...bondsQueryOptions(), refetchInterval: LIVE_REFRESH_MS });
