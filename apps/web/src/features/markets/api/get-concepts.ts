import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Concept } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { LIVE_REFRESH_MS } from './get-ranking';
import { marketKeys } from './market-keys';

/** GET /api/stock/concept/ver/2/all: sectors by today's average change. */
export const conceptsQueryOptions = () =>
  queryOptions({
    queryKey: [...marketKeys.all, 'concepts'] as const,
    queryFn: ({ signal }) => getRows<Concept>(Api.stockConceptAll, undefined, { signal }),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
  });

export const useConcepts = () => useQuery(conceptsQueryOptions());
