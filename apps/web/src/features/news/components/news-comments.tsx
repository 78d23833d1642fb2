import { CommentSection } from '../../../components/comment-section';
import { newsCommentsSource } from '../api/get-news-comments';

/** An article's comments, newest first, with load more. */
export function NewsComments({ newsId, count }: { newsId: number; count: number }) {
  return <CommentSection source={newsCommentsSource(newsId)} count={count} testId="news-comments" />;
}
