import type { Page } from '@app/contract/envelope';
import { LIVE_MESSAGE_PAGE_SIZE } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { getPage } from '../../../lib/api-client';
import type { LiveMessageFilter } from './live-keys';

export interface LiveMessagesQuery extends Omit<LiveMessageFilter, 'teacherIds'> {
  teacherIds?: readonly number[];
  beforeId?: number | null;
  /** The text room's messages ('word', the default) or the video room's comments ('video'). */
  liveTypeCode?: 'word' | 'video';
}

/** The list call's parameters: one page, newest first. */
export function liveMessageParams(query: LiveMessagesQuery): Record<string, unknown> {
  const teacherIds = query.teacherIds ?? [];
  return {
    liveId: query.liveId,
    categoryId: query.categoryId,
    liveTypeCode: query.liveTypeCode ?? 'word',
    pageNum: 1,
    pageSize: LIVE_MESSAGE_PAGE_SIZE,
    teacherIds: teacherIds.length > 0 ? teacherIds.join(',') : undefined,
    beforeId: query.beforeId ?? undefined,
  };
}

/**
 * GET /api/live/message/get/list: rows newest first. Without beforeId the newest page; with it the
 * page just older than that id (a cursor, so it stays stable while new messages arrive).
 */
export function getLiveMessagePage(
  query: LiveMessagesQuery,
  signal?: AbortSignal,
): Promise<Page<LiveMessage>> {
  return getPage<LiveMessage>(Api.liveMessageList, liveMessageParams(query), { signal });
}

export async function getLiveMessages(
  query: LiveMessagesQuery,
  signal?: AbortSignal,
): Promise<LiveMessage[]> {
  return (await getLiveMessagePage(query, signal)).rows;
}
