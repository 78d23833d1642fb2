import type { ViewpointDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { postComment, usePostComment } from '../../../lib/post-comment';
import { columnKeys } from './column-keys';

/** POST /api/viewpoint/comment. */
export const postViewpointComment = (viewpointId: number, content: string) =>
  postComment(Api.viewpointComment, { viewpointId, content });

export function usePostViewpointComment(viewpointId: number) {
  return usePostComment<ViewpointDetail>({
    post: (content) => postViewpointComment(viewpointId, content),
    detailKey: columnKeys.viewpoint(viewpointId),
    commentsKey: columnKeys.viewpointComments(viewpointId),
  });
}
