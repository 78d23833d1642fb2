import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { PagedList, type PagedQuery } from '../../../components/paged-list';
import { ColumnCard, type ColumnEntry } from './column-card';
import { showsLockOverlay } from './lock-rule';

interface ColumnListProps<T extends ColumnEntry> {
  query: PagedQuery<T>;
  queryKey: QueryKey;
  onOpen: (id: number) => void;
  emptyTitle: string;
  errorTitle?: string;
  override?: ReactNode;
}

/** A paged column list (teacher news, viewpoints): cards, with the lock overlay by position. */
export function ColumnList<T extends ColumnEntry>({
  query,
  queryKey,
  onOpen,
  emptyTitle,
  errorTitle,
  override,
}: ColumnListProps<T>) {
  // The overlay depends on a card's position in the whole list, across loaded pages.
  const position = new Map<number, number>();
  for (const page of query.data?.pages ?? [])
    for (const item of page.rows) position.set(item.id, position.size);
  return (
    <PagedList
      query={query}
      queryKey={queryKey}
      override={override}
      renderItem={(item) => (
        <ColumnCard
          entry={item}
          lockOverlay={showsLockOverlay(position.get(item.id) ?? 0, item.locked)}
          onOpen={onOpen}
        />
      )}
      itemKey={(item) => item.id}
      emptyTitle={emptyTitle}
      errorTitle={errorTitle}
    />
  );
}
