import { useQuery } from '@tanstack/react-query';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Unread private messages (the member page's badge); the chat socket refreshes it when one arrives. */
export function useChatUnread(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getData<{ count: number }>(Api.chatUnread, undefined, { signal }),
    enabled,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
