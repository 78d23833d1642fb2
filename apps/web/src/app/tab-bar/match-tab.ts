import { normalizePath } from '@app/contract/page-path';
import { Pages } from '@app/contract/pages';

function pagePath(url: string): string {
  const path = normalizePath(url);
  return path === Pages.root ? Pages.about : path;
}

function queryOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  if (start < 0) return new URLSearchParams();
  const hash = url.indexOf('#', start);
  return new URLSearchParams(url.slice(start + 1, hash < 0 ? undefined : hash));
}

/**
 * The current tab is matched by page route plus query (SPEC §2): same page, and every query
 * parameter of the tab's link present with the same value in the current URL.
 */
export function matchesTab(tabLink: string, currentUrl: string): boolean {
  if (pagePath(tabLink) !== pagePath(currentUrl)) return false;
  const current = queryOf(currentUrl);
  for (const [key, value] of queryOf(tabLink)) {
    if (current.get(key) !== value) return false;
  }
  return true;
}

/** Index of the tab shown as active, or -1 when the page is not a tab page. */
export function activeTabIndex(tabs: readonly { link: string }[], currentUrl: string): number {
  return tabs.findIndex((tab) => matchesTab(tab.link, currentUrl));
}
