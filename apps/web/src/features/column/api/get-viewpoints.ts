import { useInfiniteQuery } from '@tanstack/react-query';
import type { ViewpointItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { columnKeys } from './column-keys';

/** GET /api/viewpoint/get/list: teachers' viewpoints, newest first; locked ones carry public fields only. */
export const viewpointsQueryOptions = (teacherId: number | undefined) =>
  pagedQueryOptions<ViewpointItem>({
    queryKey: columnKeys.viewpoints(teacherId),
    url: Api.viewpointList,
    params: { teacherId },
  });

export function useViewpoints(teacherId: number | undefined) {
  return useInfiniteQuery(viewpointsQueryOptions(teacherId));
}
