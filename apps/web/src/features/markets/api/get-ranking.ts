import { useInfiniteQuery } from '@tanstack/react-query';
import type { PortfolioSummary } from '@app/contract/markets';
import { STOCK_RACE_PAGE_SIZE } from '@app/contract/markets-constants';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { marketKeys } from './market-keys';

/** Live prices move the ranking: it is refreshed this often while the page is open. */
export const LIVE_REFRESH_MS = 30_000;

/** GET /api/stock/race/ver/2/ranking: portfolios by total assets at current prices. */
export const rankingQueryOptions = (raceId: number) =>
  pagedQueryOptions<PortfolioSummary>({
    queryKey: marketKeys.ranking(raceId),
    url: Api.stockRaceRanking,
    params: { raceId },
    pageSize: STOCK_RACE_PAGE_SIZE,
    staleTime: 0,
  });

export const useRanking = (raceId: number) =>
  useInfiniteQuery({ ...rankingQueryOptions(raceId), refetchInterval: LIVE_REFRESH_MS });
