import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { RowsEnvelope } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

export interface OwnRepliedPage {
  rows: LiveMessage[];
  total: number;
}

/** GET /api/live/message/get/self/send/replied/list: teachers' replies quoting my messages, newest first. */
export async function getOwnReplied(
  query: { liveId: number; categoryId: number; pageNum: number },
  signal?: AbortSignal,
): Promise<OwnRepliedPage> {
  const body = await request<RowsEnvelope<LiveMessage>>({
    url: Api.liveMessageOwnReplied,
    params: { ...query, pageSize: PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

export const ownRepliedQueryOptions = (liveId: number, categoryId: number) =>
  infiniteQueryOptions({
    queryKey: liveKeys.ownReplied(liveId, categoryId),
    queryFn: ({ pageParam, signal }) => getOwnReplied({ liveId, categoryId, pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, PAGE_SIZE) === 'nomore' || loaded >= last.total) return undefined;
      return lastPageNum + 1;
    },
  });

export function useOwnReplied(liveId: number | null, categoryId: number) {
  return useInfiniteQuery({ ...ownRepliedQueryOptions(liveId ?? 0, categoryId), enabled: liveId !== null });
}
