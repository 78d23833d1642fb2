import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { Comment } from '@app/contract/content';
import type { RowsEnvelope } from '@app/contract/envelope';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { columnKeys } from './column-keys';

export async function getViewpointComments(
  viewpointId: number,
  pageNum: number,
  signal?: AbortSignal,
): Promise<{ rows: Comment[]; total: number }> {
  const body = await request<RowsEnvelope<Comment>>({
    url: `${Api.viewpointCommentList}/${viewpointId}`,
    params: { pageNum, pageSize: COMMENT_PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

/** A viewpoint's comments, newest first, paged. */
export const viewpointCommentsQueryOptions = (viewpointId: number) =>
  infiniteQueryOptions({
    queryKey: columnKeys.viewpointComments(viewpointId),
    queryFn: ({ pageParam, signal }) => getViewpointComments(viewpointId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, COMMENT_PAGE_SIZE) === 'nomore' || loaded >= last.total)
        return undefined;
      return lastPageNum + 1;
    },
  });

export function useViewpointComments(viewpointId: number) {
  return useInfiniteQuery(viewpointCommentsQueryOptions(viewpointId));
}
