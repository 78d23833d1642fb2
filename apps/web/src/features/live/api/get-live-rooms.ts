import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { RowsEnvelope } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import type { LiveRoom } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

export interface LiveRoomPage {
  rows: LiveRoom[];
  total: number;
}

/** GET /api/live/ver/2/list/word: one page of text rooms. */
export async function getLiveRooms(pageNum: number, signal?: AbortSignal): Promise<LiveRoomPage> {
  const body = await request<RowsEnvelope<LiveRoom>>({
    url: Api.liveWordList,
    params: { pageNum, pageSize: PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

export const liveRoomsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: liveKeys.rooms(),
    queryFn: ({ pageParam, signal }) => getLiveRooms(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, PAGE_SIZE) === 'nomore' || loaded >= last.total) return undefined;
      return lastPageNum + 1;
    },
  });

export function useLiveRooms() {
  return useInfiniteQuery(liveRoomsQueryOptions());
}
