import { useInfiniteQuery } from '@tanstack/react-query';
import type { LiveRoom } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { liveKeys } from './live-keys';

/** GET /api/live/ver/2/list/word: the text rooms, a page at a time. */
export const liveRoomsQueryOptions = () =>
  pagedQueryOptions<LiveRoom>({ queryKey: liveKeys.rooms(), url: Api.liveWordList });

export function useLiveRooms() {
  return useInfiniteQuery(liveRoomsQueryOptions());
}
