import { useInfiniteQuery } from '@tanstack/react-query';
import type { Lottery } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { interactiveKeys } from './interactive-keys';

/** Lotteries the member joined, newest first; `won` keeps the ones they won. */
export const myLotteriesQueryOptions = (won: boolean) =>
  pagedQueryOptions<Lottery>({
    queryKey: interactiveKeys.myLotteries(won),
    url: Api.lotteryMine,
    params: { won: won ? '1' : undefined },
  });

export function useMyLotteries(won: boolean) {
  return useInfiniteQuery(myLotteriesQueryOptions(won));
}
