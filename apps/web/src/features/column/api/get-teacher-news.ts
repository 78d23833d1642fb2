import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { getListPage, pagedQueryOptions } from '../../../lib/paged-fetch';
import { columnKeys, type TeacherNewsFilter } from './column-keys';

/** Teacher news are the articles that have a teacher: the `live` variant of the news list. */
const TEACHER_NEWS_URL = `${Api.newsListAction}/live`;

/** One page of a category's teacher news, newest first (page size 20, SPEC §9). */
export const teacherNewsQueryOptions = (filter: TeacherNewsFilter) =>
  pagedQueryOptions<NewsItem>({
    queryKey: columnKeys.teacherNews(filter),
    url: TEACHER_NEWS_URL,
    params: { categoryId: filter.categoryId, teacherId: filter.teacherId },
    // The list needs its category (SPEC §2: the first one is chosen once the categories load).
    enabled: filter.categoryId !== undefined,
  });

export function useTeacherNews(filter: TeacherNewsFilter) {
  return useInfiniteQuery(teacherNewsQueryOptions(filter));
}

/** Whether a category has any teacher news: one row is enough to know, the total says it. */
export async function categoryHasTeacherNews(
  categoryId: number,
  teacherId: number | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  const page = await getListPage<NewsItem>(TEACHER_NEWS_URL, { categoryId, teacherId }, 1, signal, 1);
  return page.total > 0;
}

export const categoryHasNewsQueryOptions = (categoryId: number, teacherId: number | undefined) =>
  queryOptions({
    queryKey: columnKeys.categoryHasNews(categoryId, teacherId),
    queryFn: ({ signal }) => categoryHasTeacherNews(categoryId, teacherId, signal),
    staleTime: 5 * 60_000,
  });
