import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Portfolio } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { LIVE_REFRESH_MS } from './get-ranking';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/ver/2/portfolio: a portfolio (null: the caller's own) with its holdings. */
export const portfolioQueryOptions = (raceId: number, participantId: number | null) =>
  queryOptions({
    queryKey: marketKeys.portfolio(raceId, participantId),
    queryFn: ({ signal }) =>
      getData<Portfolio>(Api.stockRacePortfolio, participantId ? { raceId, participantId } : { raceId }, {
        signal,
      }),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
  });

export function usePortfolio(raceId: number, participantId: number | null, enabled = true) {
  return useQuery({ ...portfolioQueryOptions(raceId, participantId), enabled });
}
