import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceDetail } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/ver/2/info/{id}: rules, period, capital, benchmark and the caller's portfolio id. */
export const raceDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: marketKeys.race(id),
    queryFn: ({ signal }) => getData<RaceDetail>(`${Api.stockRaceInfo}/${id}`, undefined, { signal }),
    staleTime: 0,
  });

export function useRaceDetail(id: number | null) {
  return useQuery({ ...raceDetailQueryOptions(id ?? 0), enabled: id !== null });
}
