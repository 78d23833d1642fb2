import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

export interface AfterPage {
  rows: LiveMessage[];
  hasMore: boolean;
}

/** GET /api/live/message/get/list/after: messages with id > afterId, oldest first (gap fill). */
export async function getLiveMessagesAfter(
  query: { liveId: number; categoryId: number; afterId: number },
  signal?: AbortSignal,
): Promise<AfterPage> {
  return getData<AfterPage>(Api.liveMessageAfter, query, { signal });
}
