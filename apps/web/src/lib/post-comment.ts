import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from './api-client';
import { showSuccess } from './toast';

/**
 * POSTs a comment (`data` names the target, e.g. `{ newsId, content }`) and answers the server's message.
 * The server strips markup and limits the length; refusals are toasted by the request wrapper.
 */
export async function postComment(url: string, data: Record<string, unknown>): Promise<string> {
  const body = await request<{ msg: string }>({ url, method: 'POST', data });
  return body.msg;
}

interface PostCommentOptions {
  post: (content: string) => Promise<string>;
  /** The commented thing's detail, whose `commentCount` goes up by one. */
  detailKey: QueryKey;
  /** Its comments list, started over from page 1. */
  commentsKey: QueryKey;
}

/** Posting a comment under a detail page that shows the count and the newest-first list. */
export function usePostComment<TDetail extends { commentCount: number }>({
  post,
  detailKey,
  commentsKey,
}: PostCommentOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (msg) => {
      showSuccess(msg);
      queryClient.setQueryData<TDetail>(detailKey, (detail) =>
        detail ? { ...detail, commentCount: detail.commentCount + 1 } : detail,
      );
      // Newest first: start the list over so the new comment shows at the top.
      queryClient.removeQueries({ queryKey: commentsKey });
      void queryClient.invalidateQueries({ queryKey: commentsKey });
    },
  });
}
