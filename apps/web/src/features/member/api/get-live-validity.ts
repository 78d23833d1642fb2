import { useQuery } from '@tanstack/react-query';
import type { LiveValidityPeriod } from '@app/contract/access';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

/** GET /api/member/get/live/validity/period: the member's services and until when they hold them. */
export function useLiveValidity(enabled: boolean) {
  return useQuery({
    queryKey: [...memberKeys.all, 'validity'],
    queryFn: ({ signal }) => getData<LiveValidityPeriod>(Api.memberLiveValidity, undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
