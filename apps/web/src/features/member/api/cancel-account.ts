import { useMutation } from '@tanstack/react-query';
import type { CancelAccountRequest } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** Proves ownership of the mobile by SMS code; no token needed (SPEC §7). */
export async function cancelAccount(body: CancelAccountRequest): Promise<void> {
  await send(Api.cancelAccount, body, { isToken: false });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
