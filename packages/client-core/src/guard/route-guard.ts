import { GUEST_WHITELIST, Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { getToken } from '../session/session';
import type { KeyValueStorage } from '../storage/key-value-storage';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const LOGIN_PAGES: readonly string[] = [Pages.login, Pages.loginMobile, Pages.register];
const WHITELIST = new Set<string>(GUEST_WHITELIST);

/** Path part of a page URL: no origin, query or hash, always with a leading '/'. */
export function normalizePath(url: string): string {
  let path = url.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (!path.startsWith('/')) path = `/${path}`;
  // '/pages/news/list/index/' and '/pages/news/list/index' are the same page.
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path;
}

/** '/' aliases the about page, which visitors may open. */
export function isWhitelisted(url: string): boolean {
  const path = normalizePath(url);
  return path === Pages.root || WHITELIST.has(path);
}

export function isLoginPage(url: string): boolean {
  return LOGIN_PAGES.includes(normalizePath(url));
}

/** SPEC §2 route guard, applied to every navigation type. */
export function guardNavigation(url: string, storage: KeyValueStorage): GuardDecision {
  if (!url.includes('login')) storage.set(StorageKey.lastVisitedPage, url);
  if (getToken(storage)) {
    return isLoginPage(url) ? { kind: 'redirect', to: Pages.root } : { kind: 'allow' };
  }
  return isWhitelisted(url) ? { kind: 'allow' } : { kind: 'redirect', to: Pages.login };
}
