import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveHeats } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** POST /api/live/like: toggles my like of the room; resolves with the room's new figures. */
export async function likeLive(liveId: number): Promise<LiveHeats> {
  // No spinner: the like button answers at once; a refusal is still toasted.
  return send<LiveHeats>(Api.liveLike, { liveId }, { loading: false });
}

export function useLikeLive(liveId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeLive(liveId),
    onSuccess: (heats) => queryClient.setQueryData(liveKeys.heats(liveId), heats),
  });
}
