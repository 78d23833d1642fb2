import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ViewpointDetail } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { postToggle } from '../../../lib/post-toggle';
import { showSuccess } from '../../../lib/toast';
import { columnKeys } from './column-keys';

/** POST /api/viewpoint/like: toggles the member's like; answers the new state and count. */
export const toggleViewpointLike = (viewpointId: number) => postToggle(Api.viewpointLike, { viewpointId });

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
