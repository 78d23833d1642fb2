import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { request } from '../../../lib/api-client';
import { teacherKeys } from './teacher-keys';

/** GET /api/teacher/get/info/{id}: introduction, their courses, news and live rooms, follow state. */
export async function getTeacherDetail(id: number, signal?: AbortSignal): Promise<TeacherDetail> {
  const body = await request<DataEnvelope<TeacherDetail>>({
    url: `${Api.teacherInfo}/${id}`,
    loading: false,
    toastOnError: false,
    signal,
  });
  return body.data;
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
