import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ViewpointItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { columnKeys } from './column-keys';

/** GET /api/viewpoint/get/list: teachers' viewpoints, newest first; locked ones carry public fields only. */
export const viewpointsQueryOptions = (teacherId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: columnKeys.viewpoints(teacherId),
    queryFn: ({ pageParam, signal }) =>
      getPage<ViewpointItem>(Api.viewpointList, { teacherId }, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useViewpoints(teacherId: number | undefined) {
  return useInfiniteQuery(viewpointsQueryOptions(teacherId));
}
