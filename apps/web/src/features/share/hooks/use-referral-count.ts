import { useQuery } from '@tanstack/react-query';
import { StorageKey } from '@app/contract/storage-keys';
import { useStoredValue } from '../../../lib/use-stored-value';
import { getReferralCount } from '../api/get-referral-count';

/** The member's referral count, asked for only while the share sheet is open and someone is logged in. */
export function useReferralCount(open: boolean) {
  const loggedIn = !!useStoredValue(StorageKey.token);
  return useQuery({
    queryKey: ['share', 'referrals'],
    queryFn: getReferralCount,
    enabled: open && loggedIn,
    staleTime: 60_000,
  });
}
