import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextStatus } from '@app/client-core/pager/list-pager';
import type { RowsEnvelope } from '@app/contract/envelope';
import { PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import type { TeacherCard } from '@app/contract/teacher';
import { request } from '../../../lib/api-client';
import { teacherKeys } from './teacher-keys';

/** GET /api/teacher/get/list/2: teachers with the caller's follow state and follower counts. */
export async function getTeachers(
  pageNum: number,
  signal?: AbortSignal,
): Promise<{ rows: TeacherCard[]; total: number }> {
  const body = await request<RowsEnvelope<TeacherCard>>({
    url: Api.teacherList2,
    params: { pageNum, pageSize: PAGE_SIZE },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows, total: body.total };
}

export const teachersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: teacherKeys.list(),
    queryFn: ({ pageParam, signal }) => getTeachers(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPageNum) => {
      const loaded = all.reduce((sum, page) => sum + page.rows.length, 0);
      if (nextStatus(last.rows.length, PAGE_SIZE) === 'nomore' || loaded >= last.total) return undefined;
      return lastPageNum + 1;
    },
    // Follow state is the caller's own.
    staleTime: 0,
  });

export function useTeachers() {
  return useInfiniteQuery(teachersQueryOptions());
}
