import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import type { LiveHeats } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** POST /api/live/like: toggles my like of the room; resolves with the room's new figures. */
export async function likeLive(liveId: number): Promise<LiveHeats> {
  const body = await request<DataEnvelope<LiveHeats>>({
    url: Api.liveLike,
    method: 'POST',
    data: { liveId },
    loading: false,
  });
  return body.data;
}

export function useLikeLive(liveId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeLive(liveId),
    onSuccess: (heats) => queryClient.setQueryData(liveKeys.heats(liveId), heats),
  });
}
