import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { getData } from '../../../lib/api-client';
import { columnKeys } from './column-keys';

/** GET /api/teacher/get/info/{id}: the column pages only need who the teacher is. */
export async function getColumnTeacher(
  id: number,
  signal?: AbortSignal,
): Promise<Pick<TeacherDetail, 'id' | 'name' | 'avatar'>> {
  const data = await getData<TeacherDetail>(`${Api.teacherInfo}/${id}`, undefined, { signal });
  const { name, avatar } = data;
  return { id, name, avatar };
}

export const columnTeacherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: columnKeys.teacher(id),
    queryFn: ({ signal }) => getColumnTeacher(id, signal),
    staleTime: 10 * 60_000,
  });

/** The teacher a column list is narrowed to; idle without one. */
export function useColumnTeacher(id: number | null) {
  return useQuery({ ...columnTeacherQueryOptions(id ?? 0), enabled: id !== null });
}
