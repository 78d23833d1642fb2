import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { commentKeys, commentPost, type CommentsSource } from './comment-targets';

/**
 * POSTs a comment and answers the server's message. The server strips markup and limits the length;
 * refusals are toasted by the request wrapper.
 */
export async function postComment(source: CommentsSource, content: string): Promise<string> {
  const body = await request<{ msg: string }>({ method: 'POST', ...commentPost(source, content) });
  return body.msg;
}

interface PostCommentOptions extends CommentsSource {
  /** The commented thing's detail, whose `commentCount` goes up by one; left out when none is cached. */
  detailKey?: QueryKey;
  /** False when the page says its own thanks instead of the server's message. */
  announce?: boolean;
}

/** Posting a comment: the detail's count goes up and the newest-first list starts over. */
export function usePostComment<TDetail extends { commentCount: number }>({
  detailKey,
  announce = true,
  ...source
}: PostCommentOptions) {
  const queryClient = useQueryClient();
  const commentsKey = commentKeys.list(source);
  return useMutation({
    mutationFn: (content: string) => postComment(source, content),
    onSuccess: (msg) => {
      if (announce) showSuccess(msg);
      if (detailKey)
        queryClient.setQueryData<TDetail>(detailKey, (detail) =>
          detail ? { ...detail, commentCount: detail.commentCount + 1 } : detail,
        );
      // Newest first: start the list over so the new comment shows at the top.
      queryClient.removeQueries({ queryKey: commentsKey });
      void queryClient.invalidateQueries({ queryKey: commentsKey });
    },
  });
}
