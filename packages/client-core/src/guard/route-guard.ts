import { normalizePath } from '@app/contract/page-path';
import { isGuestPage, Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { getToken } from '../session/session';
import type { KeyValueStorage } from '../storage/key-value-storage';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const LOGIN_PAGES: readonly string[] = [Pages.login, Pages.loginMobile, Pages.register];
export function isLoginPage(url: string): boolean {
  return LOGIN_PAGES.includes(normalizePath(url));
}

/** SPEC §2 route guard, applied to every navigation type. */
export function guardNavigation(url: string, storage: KeyValueStorage): GuardDecision {
  if (!url.includes('login')) storage.set(StorageKey.lastVisitedPage, url);
  if (getToken(storage)) {
    return isLoginPage(url) ? { kind: 'redirect', to: Pages.root } : { kind: 'allow' };
  }
  return isGuestPage(url) ? { kind: 'allow' } : { kind: 'redirect', to: Pages.login };
}
