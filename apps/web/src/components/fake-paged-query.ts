import { vi } from 'vitest';
import type { PagedQuery } from './paged-list';

/**
 * For tests of paged lists: a settled query holding the given pages (each claiming more rows on the
 * server); `patch` sets the state under test (pending, error, a next page, ...).
 */
export function fakePagedQuery<T>(pages: T[][], patch: Partial<PagedQuery<T>> = {}): PagedQuery<T> {
  return {
    data: { pages: pages.map((rows) => ({ rows, total: 99 })), pageParams: pages.map((_, i) => i + 1) },
    isPending: false,
    isError: false,
    hasNextPage: false,
    fetchNextPage: vi.fn(async () => ({ isError: false })),
    refetch: vi.fn(async () => undefined),
    ...patch,
  };
}
