import type { HelpKind } from '@app/contract/member-center';

export const helpKeys = {
  all: ['help'] as const,
  categories: (kind: HelpKind) => [...helpKeys.all, 'categories', kind] as const,
  list: (kind: HelpKind, categoryId: number | null, keyword: string) =>
    [...helpKeys.all, 'list', kind, categoryId, keyword] as const,
  detail: (id: number) => [...helpKeys.all, 'detail', id] as const,
};
