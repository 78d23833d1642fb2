import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceDetail } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData, readEarlyById } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/ver/2/info/{id}: rules, period, capital, benchmark and the caller's portfolio id. */
const raceInfoUrl = (id: number) => `${Api.stockRaceInfo}/${id}`;

export const raceDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: marketKeys.race(id),
    queryFn: ({ signal }) => getData<RaceDetail>(raceInfoUrl(id), undefined, { signal }),
    staleTime: 0,
  });

/** The race page's race (and its banner), asked for by its route (?id=) while the page's code loads. */
export const readRaceDetailEarly = readEarlyById(raceInfoUrl);

export function useRaceDetail(id: number | null) {
  return useQuery({ ...raceDetailQueryOptions(id ?? 0), enabled: id !== null });
}
