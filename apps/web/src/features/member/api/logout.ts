import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** POST /logout revokes the bearer token on the server; a failure must not keep the user logged in. */
export async function logoutOnServer(): Promise<void> {
  try {
    await request({ url: Api.adminLogout, method: 'POST', loading: false, toastOnError: false });
  } catch {
    // ignored: the local session is cleared either way
  }
}
