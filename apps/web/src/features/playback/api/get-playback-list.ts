import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { playbackKeys } from './playback-keys';

/** Replays the caller may see listed (locked ones come without their video). */
export const playbackListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: playbackKeys.list(),
    queryFn: ({ pageParam, signal }) => getPage<Playback>(Api.playbackList, {}, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<Playback>,
  });

export function usePlaybackList() {
  return useInfiniteQuery(playbackListQueryOptions());
}
