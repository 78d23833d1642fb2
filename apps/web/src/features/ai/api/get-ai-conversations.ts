import { useInfiniteQuery } from '@tanstack/react-query';
import { AiApi, type AiConversationSummary } from '@app/contract/ai';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { aiKeys } from './ai-keys';

/** GET /api/ai/conversation/list: the member's conversations, newest first. */
export const aiConversationsQueryOptions = (enabled: boolean) =>
  pagedQueryOptions<AiConversationSummary>({
    queryKey: aiKeys.conversations(),
    url: AiApi.conversations,
    enabled,
    staleTime: 0,
  });

export function useAiConversations(enabled: boolean) {
  return useInfiniteQuery(aiConversationsQueryOptions(enabled));
}
