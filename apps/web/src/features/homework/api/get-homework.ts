import { useQuery } from '@tanstack/react-query';
import type { HomeworkDetail } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { homeworkKeys } from './homework-keys';

/** One homework sheet; answers and explanations come only once the member submitted. */
export function useHomework(id: number | null) {
  return useQuery({
    queryKey: homeworkKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getData<HomeworkDetail>(`${Api.homeworkInfo}/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}
