import { useInfiniteQuery } from '@tanstack/react-query';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { videoKeys } from './video-keys';

/** Short videos: the replays of every teacher's live rooms, newest first (optionally one teacher's). */
export const videoListQueryOptions = (teacherId: number | null) =>
  pagedQueryOptions<Playback>({
    queryKey: videoKeys.list(teacherId),
    url: Api.playbackListVisible,
    params: teacherId === null ? {} : { teacherId },
  });

export function useVideoList(teacherId: number | null, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...videoListQueryOptions(teacherId), enabled: options.enabled ?? true });
}
