import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { liveVideoKeys } from './live-video-keys';

/**
 * The room's messages, newest first, read-only. The live text room's socket machinery lives in its
 * own feature and is too large to share cleanly, so the video room reads the same list API.
 */
export const roomMessagesQueryOptions = (liveId: number) =>
  infiniteQueryOptions({
    queryKey: liveVideoKeys.messages(liveId),
    queryFn: ({ pageParam, signal }) =>
      getPage<LiveMessage>(Api.liveMessageList, { liveId, liveTypeCode: 'video' }, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<LiveMessage>,
    // A live room: new messages keep arriving.
    refetchInterval: 15_000,
  });

export function useRoomMessages(liveId: number) {
  return useInfiniteQuery(roomMessagesQueryOptions(liveId));
}
