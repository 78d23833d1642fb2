import { useQuery } from '@tanstack/react-query';
import type { FeedbackItem } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

export function useFeedback(id: number | null) {
  return useQuery({
    queryKey: feedbackKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getData<FeedbackItem>(`${Api.feedbackInfo}/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}
