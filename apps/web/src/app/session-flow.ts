import { saveLogin } from '@app/client-core/session/session';
import type { LoginResult } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { memberInfoQueryOptions } from '../features/member/api/get-member-info';
import { memberKeys } from '../features/member/api/member-keys';
import { appNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { storage } from '../lib/storage';
import { showSuccess } from '../lib/toast';

export function prefetchMemberInfo(): void {
  void queryClient.prefetchQuery(memberInfoQueryOptions());
}

/** Where a fresh login continues: the page the visitor was heading to, else the member page. */
export function afterLoginTarget(): string {
  const last = storage.get(StorageKey.lastVisitedPage);
  return last && !last.includes('login') ? last : Pages.mine;
}

/**
 * Shared end of every login (account, SMS code, registration): store the session, load the member's
 * profile, then continue where the visitor left off.
 */
export async function completeLogin(result: LoginResult): Promise<void> {
  saveLogin(storage, result);
  queryClient.removeQueries({ queryKey: memberKeys.all });
  try {
    await queryClient.fetchQuery(memberInfoQueryOptions());
  } catch {
    // the member page loads the profile again; the login itself succeeded
  }
  showSuccess(Msg.loginOk);
  appNavigate(afterLoginTarget(), 'reLaunch');
}
