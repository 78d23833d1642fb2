import { useInfiniteQuery } from '@tanstack/react-query';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { liveVideoKeys } from './live-video-keys';

export const liveVideoListQueryOptions = () =>
  pagedQueryOptions<LiveVideoRoom>({ queryKey: liveVideoKeys.list(), url: Api.liveVideoList });

export function useLiveVideoList() {
  return useInfiniteQuery(liveVideoListQueryOptions());
}
