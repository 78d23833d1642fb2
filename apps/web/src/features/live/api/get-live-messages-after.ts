import type { AnyEnvelope } from '@app/contract/envelope';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { listOf } from './list-of';

export interface AfterPage {
  rows: LiveMessage[];
  hasMore: boolean;
}

/** GET /api/live/message/get/list/after: messages with id > afterId, oldest first (gap fill). */
export async function getLiveMessagesAfter(
  query: { liveId: number; categoryId: number; afterId: number },
  signal?: AbortSignal,
): Promise<AfterPage> {
  const body = await request<AnyEnvelope>({
    url: Api.liveMessageAfter,
    params: query,
    loading: false,
    toastOnError: false,
    signal,
  });
  const data = body.data as { hasMore?: unknown } | null | undefined;
  const hasMore = (body as { hasMore?: unknown }).hasMore ?? data?.hasMore;
  return { rows: listOf<LiveMessage>(body), hasMore: hasMore === true };
}
