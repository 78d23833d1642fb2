import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackItem } from '@app/contract/member-center';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { feedbackKeys } from './feedback-keys';

export const feedbackListQueryOptions = () =>
  pagedQueryOptions<FeedbackItem>({ queryKey: feedbackKeys.list(), url: Api.feedbackList });

export function useFeedbackList() {
  return useInfiniteQuery(feedbackListQueryOptions());
}
