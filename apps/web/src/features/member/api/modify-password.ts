import { useMutation } from '@tanstack/react-query';
import type { ModifyPasswordRequest } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** The server revokes every token of the member on success; the caller logs out locally. */
export async function modifyPassword(body: ModifyPasswordRequest): Promise<void> {
  await send(Api.modifyPassword, body);
}

export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword });
}
