import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { RaceDetail } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData, readEarly } from '../../../lib/api-client';
import { positiveId } from '../../../lib/positive-id';
import { preloadImage } from '../../../lib/preload-image';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/ver/2/info/{id}: rules, period, capital, benchmark and the caller's portfolio id. */
const raceInfoUrl = (id: number) => `${Api.stockRaceInfo}/${id}`;

export const raceDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: marketKeys.race(id),
    queryFn: ({ signal }) => getData<RaceDetail>(raceInfoUrl(id), undefined, { signal }),
    staleTime: 0,
  });

/**
 * The race page's race, asked for by its route (?id=) while the page's code loads. Its banner, the first
 * thing the page shows, starts downloading as soon as the race is known.
 */
export function readRaceDetailEarly(query: URLSearchParams): void {
  const id = positiveId(query.get('id'));
  if (id === null) return;
  readEarly(raceInfoUrl(id))?.then(
    (body) => preloadImage((body as DataEnvelope<RaceDetail>).data.pic),
    () => undefined, // the page's own read shows the failure
  );
}

export function useRaceDetail(id: number | null) {
  return useQuery({ ...raceDetailQueryOptions(id ?? 0), enabled: id !== null });
}
