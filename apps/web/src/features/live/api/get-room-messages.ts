import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@app/contract/envelope';
import { LIVE_DEFAULT_CATEGORY_ID, LIVE_MESSAGE_PAGE_SIZE } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { getLiveMessagePage } from './get-live-messages';
import { liveVideoKeys } from './live-video-keys';

/** A page of comments with the cursor of the page after it (null: nothing older), fixed when fetched. */
export interface RoomMessagesPage extends Page<LiveMessage> {
  next: number | null;
}

/**
 * One page of the room's comments, newest first. Older pages go by cursor (beforeId) rather than page
 * number, so comments arriving over the socket meanwhile neither repeat nor skip a row.
 */
export async function getRoomMessages(
  liveId: number,
  beforeId: number | null,
  signal?: AbortSignal,
): Promise<RoomMessagesPage> {
  const page = await getLiveMessagePage(
    { liveId, categoryId: LIVE_DEFAULT_CATEGORY_ID, liveTypeCode: 'video', beforeId },
    signal,
  );
  return { ...page, next: olderCursor(page.rows) };
}

/**
 * A short page means nothing older is left; otherwise the next page starts below its oldest row. Taken
 * from the rows as fetched: comments added or hidden later by the socket do not move it.
 */
export function olderCursor(rowsNewestFirst: readonly LiveMessage[]): number | null {
  if (rowsNewestFirst.length < LIVE_MESSAGE_PAGE_SIZE) return null;
  return rowsNewestFirst.at(-1)?.id ?? null;
}

export const roomMessagesQueryOptions = (liveId: number) =>
  infiniteQueryOptions({
    queryKey: liveVideoKeys.messages(liveId),
    queryFn: ({ pageParam, signal }) => getRoomMessages(liveId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: RoomMessagesPage) => last.next ?? undefined,
    // New comments come over the room's socket; a refetch would only repeat them.
    staleTime: Infinity,
  });

export function useRoomMessages(liveId: number) {
  return useInfiniteQuery(roomMessagesQueryOptions(liveId));
}
