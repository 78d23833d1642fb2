import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceCategory } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/category/ver/2/list: the tabs of the race list. */
export const raceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.categories(),
    queryFn: ({ signal }) => getRows<RaceCategory>(Api.stockRaceCategories, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const useRaceCategories = () => useQuery(raceCategoriesQueryOptions());
