import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskProfile } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { interactiveKeys } from './interactive-keys';

/** The member's risk level; null before the first assessment. */
export const riskProfileQueryOptions = () =>
  queryOptions({
    queryKey: interactiveKeys.riskProfile(),
    queryFn: ({ signal }) => getData<RiskProfile | null>(Api.riskProfile, undefined, { signal }),
  });

export function useRiskProfile() {
  return useQuery(riskProfileQueryOptions());
}
