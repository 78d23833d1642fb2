import { useQuery } from '@tanstack/react-query';
import { WikiApi, type WikiEntry, type WikiEntrySummary } from '@app/contract/wiki';
import { getData } from '../../../lib/api-client';
import { wikiKeys } from './wiki-keys';

/** Entries change with a release, not by the minute. */
const WIKI_STALE_MS = 10 * 60_000;

/** Every 投资百科 entry (one short list), in reading order. */
export function useWikiList() {
  return useQuery({
    queryKey: wikiKeys.list(),
    queryFn: ({ signal }) => getData<WikiEntrySummary[]>(WikiApi.list, undefined, { signal }),
    staleTime: WIKI_STALE_MS,
  });
}

export function useWikiEntry(id: number | null) {
  return useQuery({
    queryKey: wikiKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getData<WikiEntry>(`${WikiApi.detail}/${id}`, undefined, { signal }),
    enabled: id !== null,
    staleTime: WIKI_STALE_MS,
  });
}

/** Entries grouped by category, categories in the order their first entry comes. */
export function byCategory(entries: readonly WikiEntrySummary[]): [string, WikiEntrySummary[]][] {
  const groups = new Map<string, WikiEntrySummary[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups];
}
