import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '@app/contract/ad';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

/** GET /api/ad/popup/advert: the centered pop-up ad, or null when none is configured. */
export async function getPopupAd(signal?: AbortSignal): Promise<Advertisement | null> {
  // Shown to visitors and members alike; without a token an expired session cannot bounce the home page.
  const ad = await getData<Advertisement | null>(Api.adPopup, undefined, { isToken: false, signal });
  return ad ?? null;
}

export const popupAdQueryOptions = () =>
  queryOptions({
    queryKey: ['ads', 'popup'] as const,
    queryFn: ({ signal }) => getPopupAd(signal),
    staleTime: 5 * 60_000,
  });

export function usePopupAd() {
  return useQuery(popupAdQueryOptions());
}
