import { useInfiniteQuery } from '@tanstack/react-query';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { liveKeys } from './live-keys';

/** GET /api/live/message/get/self/send/replied/list: teachers' replies quoting my messages, newest first. */
export const ownRepliedQueryOptions = (liveId: number, categoryId: number) =>
  pagedQueryOptions<LiveMessage>({
    queryKey: liveKeys.ownReplied(liveId, categoryId),
    url: Api.liveMessageOwnReplied,
    params: { liveId, categoryId },
  });

export function useOwnReplied(liveId: number | null, categoryId: number) {
  return useInfiniteQuery({ ...ownRepliedQueryOptions(liveId ?? 0, categoryId), enabled: liveId !== null });
}
