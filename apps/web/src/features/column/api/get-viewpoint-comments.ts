import { Api } from '@app/contract/paths';
import type { CommentsSource } from '../../../lib/get-comments';
import { columnKeys } from './column-keys';

/** GET /api/viewpoint/comment/get/list/{viewpointId}: a viewpoint's comments. */
export const viewpointCommentsSource = (viewpointId: number): CommentsSource => ({
  endpoint: Api.viewpointCommentList,
  targetId: viewpointId,
  queryKey: columnKeys.viewpointComments(viewpointId),
});
