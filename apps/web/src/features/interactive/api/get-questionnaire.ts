import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@app/contract/interactive';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { interactiveKeys } from './interactive-keys';

/** A quiz (with the member's answer once given) or, with id null, the risk questionnaire. */
export const questionnaireQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: id === null ? interactiveKeys.risk() : interactiveKeys.questionnaire(id),
    queryFn: ({ signal }) =>
      getData<Questionnaire>(
        id === null ? Api.questionnaireRisk : `${Api.questionnaireInfo}/${id}`,
        undefined,
        {
          signal,
        },
      ),
  });

export function useQuestionnaire(id: number | null, enabled = true) {
  return useQuery({ ...questionnaireQueryOptions(id), enabled });
}
