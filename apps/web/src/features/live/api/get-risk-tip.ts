import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictItem } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** The notice is the same for everyone: asked for without the token. */
export const RISK_TIP_CALL = { isToken: false } as const;

/** GET /api/common/system/dict/d/risk_tip: the risk notice shown in a room, joined in dictionary order. */
export async function getRiskTip(signal?: AbortSignal): Promise<string> {
  const items = await getData<DictItem[]>(Api.riskTipDict, undefined, { ...RISK_TIP_CALL, signal });
  return [...items]
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
