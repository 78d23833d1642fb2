import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { Comment } from '@app/contract/content';
import type { RowsEnvelope } from '@app/contract/envelope';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export async function getNewsComments(
  newsId: number,
  pageNum: number,
  signal?: AbortSignal,
): Promise<{ rows: Comment[]; total: number }> {
  const body = await request<RowsEnvelope<Comment>>({
    url: `${Api.newsCommentList}/${newsId}`,
    params: { pageNum, pageSize: COMMENT_PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

/** An article's comments, newest first, paged. */
export const newsCommentsQueryOptions = (newsId: number) =>
  infiniteQueryOptions({
    queryKey: newsKeys.comments(newsId),
    queryFn: ({ pageParam, signal }) => getNewsComments(newsId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, COMMENT_PAGE_SIZE) === 'nomore' || loaded >= last.total)
        return undefined;
      return lastPageNum + 1;
    },
  });

export function useNewsComments(newsId: number) {
  return useInfiniteQuery(newsCommentsQueryOptions(newsId));
}
