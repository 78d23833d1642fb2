import { useInfiniteQuery } from '@tanstack/react-query';
import type { Trade } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { marketKeys } from './market-keys';

/** GET /api/stock/trade/record/ver/2/list/completed: a portfolio's fills, newest first. */
export const tradesQueryOptions = (raceId: number, participantId: number | null) =>
  pagedQueryOptions<Trade>({
    queryKey: marketKeys.trades(raceId, participantId),
    url: Api.stockTrades,
    params: participantId ? { raceId, participantId } : { raceId },
    staleTime: 0,
  });

export const useTrades = (raceId: number, participantId: number | null) =>
  useInfiniteQuery(tradesQueryOptions(raceId, participantId));
