import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { videoKeys } from './video-keys';

/** Short videos: the replays of every teacher's live rooms, newest first (optionally one teacher's). */
export const videoListQueryOptions = (teacherId: number | null) =>
  infiniteQueryOptions({
    queryKey: videoKeys.list(teacherId),
    queryFn: ({ pageParam, signal }) =>
      getPage<Playback>(
        Api.playbackListVisible,
        teacherId === null ? {} : { teacherId },
        pageParam,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<Playback>,
  });

export function useVideoList(teacherId: number | null, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...videoListQueryOptions(teacherId), enabled: options.enabled ?? true });
}
