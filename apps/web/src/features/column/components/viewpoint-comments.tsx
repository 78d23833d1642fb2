import { CommentSection } from '../../../components/comment-section';
import { viewpointCommentsSource } from '../api/get-viewpoint-comments';

/** A viewpoint's comments, newest first, with load more. */
export function ViewpointComments({ viewpointId, count }: { viewpointId: number; count: number }) {
  return (
    <CommentSection source={viewpointCommentsSource(viewpointId)} count={count} testId="viewpoint-comments" />
  );
}
