import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getRows } from '../../../lib/api-client';

/** GET /api/live/message/get/list/around: a search hit with its neighbours, oldest first. */
export async function getLiveMessagesAround(
  query: { liveId: number; categoryId: number; id: number },
  signal?: AbortSignal,
): Promise<LiveMessage[]> {
  return getRows<LiveMessage>(Api.liveMessageAround, query, { signal });
}
