import { useInfiniteQuery } from '@tanstack/react-query';
import type { HomeworkAnswerItem } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { homeworkKeys } from './homework-keys';

/** The member's past submissions with scores. */
export const homeworkAnswersQueryOptions = () =>
  pagedQueryOptions<HomeworkAnswerItem>({ queryKey: homeworkKeys.answers(), url: Api.homeworkAnswerList });

export function useHomeworkAnswers(enabled: boolean) {
  return useInfiniteQuery({ ...homeworkAnswersQueryOptions(), enabled });
}
