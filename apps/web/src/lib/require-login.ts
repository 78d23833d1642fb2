import { getToken } from '@app/client-core/session/session';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { appNavigate, currentUrl } from './navigation';
import { storage } from './storage';

/**
 * For actions only members may take (comment, like, collect, follow): a visitor is sent to login, and
 * the current page is remembered so the login continues back here. Returns whether the user is a member.
 */
export function requireLogin(): boolean {
  if (getToken(storage)) return true;
  storage.set(StorageKey.lastVisitedPage, currentUrl());
  appNavigate(Pages.login);
  return false;
}
