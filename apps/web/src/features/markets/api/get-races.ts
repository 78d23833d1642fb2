import { useInfiniteQuery } from '@tanstack/react-query';
import type { RaceCard } from '@app/contract/markets';
import { STOCK_RACE_PAGE_SIZE } from '@app/contract/markets-constants';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { marketKeys } from './market-keys';

/** GET /api/stock/race/ver/2/list: races of a category (all when null), newest first. */
export const racesQueryOptions = (categoryId: number | null) =>
  pagedQueryOptions<RaceCard>({
    queryKey: marketKeys.races(categoryId),
    url: Api.stockRaceList,
    params: categoryId ? { categoryId } : {},
    pageSize: STOCK_RACE_PAGE_SIZE,
  });

export const useRaces = (categoryId: number | null) => useInfiniteQuery(racesQueryOptions(categoryId));
