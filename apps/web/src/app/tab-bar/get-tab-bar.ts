import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, setJson } from '@app/client-core/storage/key-value-storage';
import type { NavLink, TabNavItem } from '@app/contract/nav';
import { Api } from '@app/contract/paths';
import { footerNavParams } from '@app/contract/read-addresses';
import { StorageKey } from '@app/contract/storage-keys';
import { getRows } from '../../lib/api-client';
import { currentPlatform } from '../../lib/current-platform';
import { storage } from '../../lib/storage';
import { fallbackTabs } from './fallback-tabs';

export const tabBarKey = ['nav', 'footer'] as const;

function toTab(link: NavLink): TabNavItem {
  return { title: link.title, link: link.link, icon: link.icon, iconActive: link.iconActive };
}

/** Footer navigation of the web client; a failure or an empty list falls back to the built-in tabs. */
export async function getTabBar(signal?: AbortSignal): Promise<TabNavItem[]> {
  try {
    const rows = await getRows<NavLink>(Api.navList, footerNavParams(currentPlatform()), {
      isToken: false,
      signal,
    });
    const tabs = rows.filter((row) => row.link).map(toTab);
    if (tabs.length === 0) return fallbackTabs();
    setJson(storage, StorageKey.navData, tabs);
    return tabs;
  } catch {
    return fallbackTabs();
  }
}

function cachedTabs(): TabNavItem[] | undefined {
  const tabs = getJson<TabNavItem[]>(storage, StorageKey.navData);
  return Array.isArray(tabs) && tabs.length > 0 ? tabs : undefined;
}

export const tabBarQueryOptions = () =>
  queryOptions({
    queryKey: tabBarKey,
    queryFn: ({ signal }) => getTabBar(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Tabs from the last visit (or the built-in ones on a first visit) decide at once whether the page has a
 * bar, so pages never jump when it appears; the server's list replaces them when it arrives. On a first
 * visit the built-in tabs are `provisional`: the server's list may have more of them, so the bar keeps its
 * place empty until then instead of drawing tabs that would change width.
 */
export function useTabBar() {
  const query = useQuery({ ...tabBarQueryOptions(), placeholderData: () => cachedTabs() ?? fallbackTabs() });
  const provisional = query.isPlaceholderData && cachedTabs() === undefined;
  return { data: query.data, isFetching: query.isFetching, provisional };
}
