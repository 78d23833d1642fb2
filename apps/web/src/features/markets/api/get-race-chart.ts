import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceChart } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { LIVE_REFRESH_MS } from './get-ranking';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/statistics/ver/2/line/chart/data: return curve against the benchmark. */
export const raceChartQueryOptions = (raceId: number, participantId: number | null) =>
  queryOptions({
    queryKey: marketKeys.chart(raceId, participantId),
    queryFn: ({ signal }) =>
      getData<RaceChart>(Api.stockRaceChart, participantId ? { raceId, participantId } : { raceId }, {
        signal,
      }),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
    // Switching portfolios keeps the old curve until the new one arrives (no flash of a skeleton).
    placeholderData: keepPreviousData,
  });

export const useRaceChart = (raceId: number, participantId: number | null) =>
  useQuery(raceChartQueryOptions(raceId, participantId));
