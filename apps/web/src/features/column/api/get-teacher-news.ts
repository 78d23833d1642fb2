import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RowsEnvelope } from '@app/contract/envelope';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { getPage, nextPageParam } from '../../../lib/paged-fetch';
import { columnKeys, type TeacherNewsFilter } from './column-keys';

/** Teacher news are the articles that have a teacher: the `live` variant of the news list. */
const TEACHER_NEWS_URL = `${Api.newsListAction}/live`;

/** One page of a category's teacher news, newest first (page size 20, SPEC §9). */
export const teacherNewsQueryOptions = (filter: TeacherNewsFilter) =>
  infiniteQueryOptions({
    queryKey: columnKeys.teacherNews(filter),
    queryFn: ({ pageParam, signal }) =>
      getPage<NewsItem>(
        TEACHER_NEWS_URL,
        { categoryId: filter.categoryId, teacherId: filter.teacherId },
        pageParam,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
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
  const body = await request<RowsEnvelope<NewsItem>>({
    url: TEACHER_NEWS_URL,
    params: { categoryId, teacherId, pageNum: 1, pageSize: 1 },
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.total > 0;
}

export const categoryHasNewsQueryOptions = (categoryId: number, teacherId: number | undefined) =>
  queryOptions({
    queryKey: columnKeys.categoryHasNews(categoryId, teacherId),
    queryFn: ({ signal }) => categoryHasTeacherNews(categoryId, teacherId, signal),
    staleTime: 5 * 60_000,
  });
