import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HelpArticle, HelpCategory, HelpKind } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { helpKeys } from './help-keys';

export function useHelpCategories(kind: HelpKind) {
  return useQuery({
    queryKey: helpKeys.categories(kind),
    queryFn: ({ signal }) => getData<HelpCategory[]>(Api.helpCategories, { kind }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Articles of a kind, of one category or matching a keyword (title or text). */
export const helpListQueryOptions = (kind: HelpKind, categoryId: number | null, keyword: string) =>
  pagedQueryOptions<HelpArticle>({
    queryKey: helpKeys.list(kind, categoryId, keyword),
    url: Api.helpList,
    params: { kind, ...(categoryId === null ? {} : { categoryId }), ...(keyword ? { keyword } : {}) },
  });

export function useHelpList(kind: HelpKind, categoryId: number | null, keyword: string) {
  return useInfiniteQuery(helpListQueryOptions(kind, categoryId, keyword));
}

export function useHelpArticle(id: number | null) {
  return useQuery({
    queryKey: helpKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getData<HelpArticle>(`${Api.helpInfo}/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}
