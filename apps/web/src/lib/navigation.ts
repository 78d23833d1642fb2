import { useCallback } from 'react';
import { guardNavigation } from '@app/client-core/guard/route-guard';
import type { NavigateType } from '@app/client-core/request/create-request';
import { Pages } from '@app/contract/pages';
import { storage } from './storage';

export type AppNavigateType = NavigateType | 'navigateBack';
type RouterNavigate = (to: string | number, options?: { replace?: boolean }) => void;

let routerNavigate: RouterNavigate | null = null;
// A navigation asked for before the router mounted (e.g. a 401 answer to the startup member-info call).
let pending: { url: string; type: AppNavigateType } | null = null;

/** The app registers the router once it exists; code outside React (the request wrapper) navigates through here. */
export function registerRouterNavigate(navigate: RouterNavigate): void {
  routerNavigate = navigate;
  if (pending) {
    const { url, type } = pending;
    pending = null;
    appNavigate(url, type);
  }
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function currentPage(): { path: string; query: Record<string, string> } {
  return {
    path: window.location.pathname,
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
  };
}

function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Every in-app navigation goes through the route guard (SPEC §2): the target is remembered as the last
 * visited page, visitors are sent to login from members-only pages, members skip the login page.
 * Navigating to the page already shown is ignored (SPEC §4).
 */
export function appNavigate(url: string, type: AppNavigateType = 'navigateTo'): void {
  if (!routerNavigate) {
    pending = { url, type };
    return;
  }
  if (type === 'navigateBack') {
    if (canGoBack()) routerNavigate(-1);
    else routerNavigate(Pages.about, { replace: true });
    return;
  }
  const decision = guardNavigation(url, storage);
  const target = decision.kind === 'redirect' ? decision.to : url;
  if (target === currentUrl()) return;
  routerNavigate(target, { replace: type !== 'navigateTo' });
}

export function useAppNavigate(): typeof appNavigate {
  return useCallback((url: string, type?: AppNavigateType) => appNavigate(url, type), []);
}

/** Builds `path?query`, omitting empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
