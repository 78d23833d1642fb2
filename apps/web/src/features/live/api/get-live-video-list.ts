import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { liveVideoKeys } from './live-video-keys';

export const liveVideoListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: liveVideoKeys.list(),
    queryFn: ({ pageParam, signal }) => getPage<LiveVideoRoom>(Api.liveVideoList, {}, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<LiveVideoRoom>,
  });

export function useLiveVideoList() {
  return useInfiniteQuery(liveVideoListQueryOptions());
}
