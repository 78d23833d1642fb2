import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdCategoryCode, Advertisement } from '@app/contract/ad';
import { AD_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';

export interface AdsFilter {
  categoryCode: AdCategoryCode;
  teacherId?: number | undefined;
  goodsId?: number | undefined;
}

/**
 * GET /api/ad/ver/2/list/{categoryCode}: one page of 99 (SPEC §7, §9). Ads are the same for everyone,
 * so no token is sent: an expired session must not log the user out from a public page's ad strip.
 */
export async function getAds(filter: AdsFilter, signal?: AbortSignal): Promise<Advertisement[]> {
  return getRows<Advertisement>(
    `${Api.adList2}/${filter.categoryCode}`,
    { teacherId: filter.teacherId, goodsId: filter.goodsId, pageNum: 1, pageSize: AD_PAGE_SIZE },
    { isToken: false, signal },
  );
}

export const adsQueryKey = (filter: AdsFilter) => ['ads', 'list', filter] as const;

export const adsQueryOptions = (filter: AdsFilter) =>
  queryOptions({
    queryKey: adsQueryKey(filter),
    queryFn: ({ signal }) => getAds(filter, signal),
    staleTime: 5 * 60_000,
  });

export function useAds(filter: AdsFilter) {
  return useQuery(adsQueryOptions(filter));
}
