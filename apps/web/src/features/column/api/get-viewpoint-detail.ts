import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ViewpointDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { columnKeys } from './column-keys';

/**
 * GET /api/viewpoint/get/info/{id}. A locked viewpoint answers 206: the request wrapper opens the
 * no-permission page with what is needed, so the page itself only shows not-found and failures.
 */
export async function getViewpointDetail(id: number, signal?: AbortSignal): Promise<ViewpointDetail> {
  return getData<ViewpointDetail>(`${Api.viewpointInfo}/${id}`, undefined, { signal });
}

export const viewpointDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: columnKeys.viewpoint(id),
    queryFn: ({ signal }) => getViewpointDetail(id, signal),
    // Liked and the counts are the caller's own and change.
    staleTime: 0,
    // A refusal (206) or a missing viewpoint will not change by asking again.
    retry: false,
  });

export function useViewpointDetail(id: number | null) {
  return useQuery({ ...viewpointDetailQueryOptions(id ?? 0), enabled: id !== null });
}
