import type { Page } from '@app/contract/envelope';
import type { LiveMessage, LiveSearchQuery } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getPage } from '../../../lib/api-client';

/** GET /api/live/message/get/list/search: matching messages newest first, with the total. */
export async function searchLiveMessages(
  query: LiveSearchQuery,
  signal?: AbortSignal,
): Promise<Page<LiveMessage>> {
  return getPage<LiveMessage>(Api.liveMessageSearch, { ...query }, { signal });
}
