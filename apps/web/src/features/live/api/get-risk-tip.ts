import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyEnvelope } from '@app/contract/envelope';
import type { DictItem } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { listOf } from './list-of';
import { liveKeys } from './live-keys';

/** GET /api/common/system/dict/d/risk_tip: the risk notice shown in a room, joined in dictionary order. */
export async function getRiskTip(signal?: AbortSignal): Promise<string> {
  const body = await request<AnyEnvelope>({
    url: Api.riskTipDict,
    isToken: false,
    loading: false,
    toastOnError: false,
    signal,
  });
  return listOf<DictItem>(body)
    .sort((a, b) => a.dictSort - b.dictSort)
    .map((item) => item.dictValue || item.dictLabel)
    .filter(Boolean)
    .join(' ');
}

export const riskTipQueryOptions = () =>
  queryOptions({
    queryKey: liveKeys.riskTip(),
    queryFn: ({ signal }) => getRiskTip(signal),
    staleTime: 30 * 60_000,
  });

export function useRiskTip() {
  return useQuery(riskTipQueryOptions());
}
