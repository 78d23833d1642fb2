import { Api } from '@app/contract/paths';
import type { CommentsSource } from '../../../lib/get-comments';
import { newsKeys } from './news-keys';

/** GET /api/news/comment/get/list/{newsId}: an article's comments. */
export const newsCommentsSource = (newsId: number): CommentsSource => ({
  endpoint: Api.newsCommentList,
  targetId: newsId,
  queryKey: newsKeys.comments(newsId),
});
