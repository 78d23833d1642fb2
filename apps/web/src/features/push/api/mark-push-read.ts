import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { pushKeys } from './push-keys';

/** Marks one notification read (without a spinner: opening it must not flicker) or, with 'all', every one. */
export async function markPushRead(id: number | 'all'): Promise<void> {
  await send(id === 'all' ? Api.pushReadAll : `${Api.pushRead}/${id}`, undefined, { loading: false });
}

export function useMarkPushRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPushRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.all }),
  });
}
