import { useQueries, useQuery } from '@tanstack/react-query';
import type { NewsCategory } from '@app/contract/news';
import { newsCategoriesQueryOptions } from '../../../features/news-list/api/get-news-categories';
import { categoryHasNewsQueryOptions } from '../../../features/column/api/get-teacher-news';

export type TeacherNewsCategories =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; categories: NewsCategory[] };

/**
 * The news categories that hold teacher news (of one teacher, when given), in their usual order.
 * A tab that could only ever show "no news" is left out; deciding that takes one tiny call per
 * category (page size 1, the total answers it). A category whose check fails stays in: an empty tab
 * is better than a missing one.
 */
export function useTeacherNewsCategories(teacherId: number | undefined): TeacherNewsCategories {
  const all = useQuery(newsCategoriesQueryOptions());
  const rows = all.data ?? [];
  const checks = useQueries({
    queries: rows.map((category) => categoryHasNewsQueryOptions(category.id, teacherId)),
  });
  if (all.isPending) return { status: 'pending' };
  if (all.isError) return { status: 'error', retry: () => void all.refetch() };
  if (checks.some((check) => check.isPending)) return { status: 'pending' };
  return { status: 'ready', categories: rows.filter((_, i) => checks[i]?.data !== false) };
}
