import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViewpointDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { columnKeys } from './column-keys';

/** POST /api/viewpoint/comment: the server strips markup and limits the length; refusals are toasted. */
export async function postViewpointComment(viewpointId: number, content: string): Promise<string> {
  const body = await request<{ msg: string }>({
    url: Api.viewpointComment,
    method: 'POST',
    data: { viewpointId, content },
  });
  return body.msg;
}

export function usePostViewpointComment(viewpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postViewpointComment(viewpointId, content),
    onSuccess: (msg) => {
      showSuccess(msg);
      queryClient.setQueryData<ViewpointDetail>(columnKeys.viewpoint(viewpointId), (viewpoint) =>
        viewpoint ? { ...viewpoint, commentCount: viewpoint.commentCount + 1 } : viewpoint,
      );
      // Newest first: start the list over so the new comment shows at the top.
      queryClient.removeQueries({ queryKey: columnKeys.viewpointComments(viewpointId) });
      void queryClient.invalidateQueries({ queryKey: columnKeys.viewpointComments(viewpointId) });
    },
  });
}
