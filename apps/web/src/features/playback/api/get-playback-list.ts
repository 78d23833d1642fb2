import { useInfiniteQuery } from '@tanstack/react-query';
import type { Playback } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { playbackKeys } from './playback-keys';

/** Replays the caller may see listed (locked ones come without their video). */
export const playbackListQueryOptions = () =>
  pagedQueryOptions<Playback>({ queryKey: playbackKeys.list(), url: Api.playbackList });

export function usePlaybackList() {
  return useInfiniteQuery(playbackListQueryOptions());
}
