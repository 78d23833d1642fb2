import type { NewsDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { postComment, usePostComment } from '../../../lib/post-comment';
import { newsKeys } from './news-keys';

/** POST /api/news/comment. */
export const postNewsComment = (newsId: number, content: string) =>
  postComment(Api.newsComment, { newsId, content });

export function usePostNewsComment(newsId: number) {
  return usePostComment<NewsDetail>({
    post: (content) => postNewsComment(newsId, content),
    detailKey: newsKeys.detail(newsId),
    commentsKey: newsKeys.comments(newsId),
  });
}
