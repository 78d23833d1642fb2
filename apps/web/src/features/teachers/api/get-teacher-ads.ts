import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '@app/contract/ad';
import type { RowsEnvelope } from '@app/contract/envelope';
import { AD_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { teacherKeys } from './teacher-keys';

/** GET /api/ad/ver/2/list/teacherAd: the advertisement list shown on a teacher's page (one page of 99, SPEC §9). */
export async function getTeacherAds(teacherId: number, signal?: AbortSignal): Promise<Advertisement[]> {
  const body = await request<RowsEnvelope<Advertisement>>({
    url: `${Api.adList2}/teacherAd`,
    params: { teacherId, pageNum: 1, pageSize: AD_PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.rows;
}

export const teacherAdsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: teacherKeys.ads(teacherId),
    queryFn: ({ signal }) => getTeacherAds(teacherId, signal),
    staleTime: 5 * 60_000,
  });

export function useTeacherAds(teacherId: number) {
  return useQuery(teacherAdsQueryOptions(teacherId));
}
