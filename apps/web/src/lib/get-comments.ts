import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Comment } from '@app/contract/content';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { pagedQueryOptions } from './paged-fetch';

export interface CommentsSource {
  /** The list endpoint; the target's id follows it as a path segment (`{endpoint}/{targetId}`). */
  endpoint: string;
  targetId: number;
  /** The feature's key for this target's comments, so its post call can start the list over. */
  queryKey: QueryKey;
}

/** One target's comments (an article, a viewpoint, a course), newest first, paged. */
export const commentsQueryOptions = ({ endpoint, targetId, queryKey }: CommentsSource) =>
  pagedQueryOptions<Comment>({ queryKey, url: `${endpoint}/${targetId}`, pageSize: COMMENT_PAGE_SIZE });

export function useComments(source: CommentsSource) {
  return useInfiniteQuery(commentsQueryOptions(source));
}
