import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '@app/contract/ad';
import { LIVE_ROOM_AD_CATEGORY } from '@app/contract/ad-codes';
import { liveRoomAdsPath } from '@app/contract/read-addresses';
import { getRows, readEarly } from '../../../lib/api-client';

// GET /api/live/ad/ver/2/list/all/liveRoom: the banners every live room shows (text and video rooms alike).
// Public, so no token: an expired session must not bounce a visitor out of a room over its banner.
export const roomAdsQueryOptions = () =>
  queryOptions({
    queryKey: ['ads', 'room', LIVE_ROOM_AD_CATEGORY] as const,
    queryFn: ({ signal }) => getRows<Advertisement>(liveRoomAdsPath, undefined, { isToken: false, signal }),
    staleTime: 5 * 60_000,
  });

/** A room's banners, asked for by the room's route while the room's code loads (lib/early-read). */
export const readRoomAdsEarly = () => readEarly(liveRoomAdsPath, undefined, { isToken: false });

/** The room banners (an empty list while loading or when the call fails: the banner is an extra). */
export function useRoomAds(): Advertisement[] {
  return useQuery(roomAdsQueryOptions()).data ?? [];
}

/** Whether the room banners are still on their way (the room draws its bars once they are known). */
export function useRoomAdsPending(): boolean {
  return useQuery(roomAdsQueryOptions()).isPending;
}
