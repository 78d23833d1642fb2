import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { newsKeys } from './news-keys';

/** POST /api/news/comment: the server strips markup and limits the length; refusals are toasted. */
export async function postNewsComment(newsId: number, content: string): Promise<string> {
  const body = await request<{ msg: string }>({
    url: Api.newsComment,
    method: 'POST',
    data: { newsId, content },
  });
  return body.msg;
}

export function usePostNewsComment(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postNewsComment(newsId, content),
    onSuccess: (msg) => {
      showSuccess(msg);
      queryClient.setQueryData<NewsDetail>(newsKeys.detail(newsId), (news) =>
        news ? { ...news, commentCount: news.commentCount + 1 } : news,
      );
      // Newest first: start the list over so the new comment shows at the top.
      queryClient.removeQueries({ queryKey: newsKeys.comments(newsId) });
      void queryClient.invalidateQueries({ queryKey: newsKeys.comments(newsId) });
    },
  });
}
