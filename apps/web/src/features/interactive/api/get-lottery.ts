import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lottery } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { interactiveKeys } from './interactive-keys';

/** One lottery with the viewer's entry; past its end the server draws it before answering. */
export const getLottery = (id: number, signal?: AbortSignal) =>
  getData<Lottery>(`${Api.lotteryInfo}/${id}`, undefined, { signal });

export const lotteryQueryOptions = (id: number) =>
  queryOptions({ queryKey: interactiveKeys.lottery(id), queryFn: ({ signal }) => getLottery(id, signal) });

export function useLottery(id: number | null) {
  return useQuery({ ...lotteryQueryOptions(id ?? 0), enabled: id !== null });
}
