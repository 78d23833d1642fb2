import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleResult } from '@app/contract/content';
import type { DataEnvelope } from '@app/contract/envelope';
import type { ViewpointDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { columnKeys } from './column-keys';

/** POST /api/viewpoint/like: toggles the member's like; answers the new state and count. */
export async function toggleViewpointLike(
  viewpointId: number,
): Promise<{ result: ToggleResult; msg: string }> {
  const body = await request<DataEnvelope<ToggleResult> & { msg: string }>({
    url: Api.viewpointLike,
    method: 'POST',
    data: { viewpointId },
    loading: false,
  });
  return { result: body.data, msg: body.msg };
}

/** Updates the viewpoint in place with the server's answer; the lists show the new count on their next load. */
export function useToggleViewpointLike(viewpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleViewpointLike(viewpointId),
    onSuccess: ({ result, msg }) => {
      queryClient.setQueryData<ViewpointDetail>(columnKeys.viewpoint(viewpointId), (viewpoint) =>
        viewpoint ? { ...viewpoint, liked: result.active, likes: result.count } : viewpoint,
      );
      void queryClient.invalidateQueries({ queryKey: [...columnKeys.all, 'viewpoints'] });
      showSuccess(msg);
    },
  });
}
