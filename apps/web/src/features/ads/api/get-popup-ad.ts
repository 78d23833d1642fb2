import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '@app/contract/ad';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** GET /api/ad/popup/advert: the centered pop-up ad, or null when none is configured. */
export async function getPopupAd(signal?: AbortSignal): Promise<Advertisement | null> {
  const body = await request<DataEnvelope<Advertisement | null>>({
    url: Api.adPopup,
    // Shown to visitors and members alike; without a token an expired session cannot bounce the home page.
    isToken: false,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data ?? null;
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
