import { useQuery } from '@tanstack/react-query';
import type { PushUnread } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { pushKeys } from './push-keys';

/** How many notifications are unread (the member page's badge); refreshed when the page is shown again. */
export function usePushUnread(enabled: boolean) {
  return useQuery({
    queryKey: pushKeys.unread(),
    queryFn: ({ signal }) => getData<PushUnread>(Api.pushUnread, undefined, { signal }),
    enabled,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
