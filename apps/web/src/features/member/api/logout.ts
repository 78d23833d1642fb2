import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** POST /logout revokes the bearer token on the server; a failure must not keep the user logged in. */
export async function logoutOnServer(): Promise<void> {
  try {
    await send(Api.adminLogout, undefined, { loading: false, toastOnError: false });
  } catch {
    // ignored: the local session is cleared either way
  }
}
