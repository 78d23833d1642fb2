import type { AnyEnvelope } from '@app/contract/envelope';
import { LIVE_MESSAGE_PAGE_SIZE } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { listOf } from './list-of';
import type { LiveMessageFilter } from './live-keys';

/**
 * GET /api/live/message/get/list: rows newest first. Without beforeId the newest page; with it the
 * page just older than that id (a cursor, so it stays stable while new messages arrive).
 */
export async function getLiveMessages(
  filter: LiveMessageFilter & { beforeId?: number | null },
  signal?: AbortSignal,
): Promise<LiveMessage[]> {
  const body = await request<AnyEnvelope>({
    url: Api.liveMessageList,
    params: {
      liveId: filter.liveId,
      categoryId: filter.categoryId,
      liveTypeCode: 'word',
      pageNum: 1,
      pageSize: LIVE_MESSAGE_PAGE_SIZE,
      teacherIds: filter.teacherIds.length > 0 ? filter.teacherIds.join(',') : undefined,
      beforeId: filter.beforeId ?? undefined,
    },
    loading: false,
    toastOnError: false,
    signal,
  });
  return listOf<LiveMessage>(body);
}
