import type { DataEnvelope } from '@app/contract/envelope';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** GET /api/live/message/get/list/after: the room's comments newer than afterId, oldest first (gap fill). */
export async function getRoomMessagesAfter(
  liveId: number,
  afterId: number,
): Promise<{ rows: LiveMessage[]; hasMore: boolean }> {
  const body = await request<DataEnvelope<{ rows: LiveMessage[]; hasMore: boolean }>>({
    url: Api.liveMessageAfter,
    params: { liveId, categoryId: LIVE_DEFAULT_CATEGORY_ID, afterId },
    loading: false,
    toastOnError: false,
  });
  return { rows: body.data.rows, hasMore: body.data.hasMore };
}
