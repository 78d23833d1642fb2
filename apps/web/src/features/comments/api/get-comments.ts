import { useInfiniteQuery } from '@tanstack/react-query';
import type { Comment } from '@app/contract/content';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { commentKeys, commentListUrl, type CommentsSource } from './comment-targets';

/** One target's comments (an article, a viewpoint, a course), newest first, paged. */
export const commentsQueryOptions = (source: CommentsSource) =>
  pagedQueryOptions<Comment>({
    queryKey: commentKeys.list(source),
    url: commentListUrl(source),
    pageSize: COMMENT_PAGE_SIZE,
  });

export function useComments(source: CommentsSource) {
  return useInfiniteQuery(commentsQueryOptions(source));
}
