import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { getData } from '../../../lib/api-client';
import { teacherKeys } from './teacher-keys';

/** GET /api/teacher/get/info/{id}: introduction, their courses, news and live rooms, follow state. */
export async function getTeacherDetail(id: number, signal?: AbortSignal): Promise<TeacherDetail> {
  return getData<TeacherDetail>(`${Api.teacherInfo}/${id}`, undefined, { signal });
}

export const teacherDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teacherKeys.detail(id),
    queryFn: ({ signal }) => getTeacherDetail(id, signal),
    staleTime: 0,
  });

export function useTeacherDetail(id: number | null) {
  return useQuery({ ...teacherDetailQueryOptions(id ?? 0), enabled: id !== null });
}
