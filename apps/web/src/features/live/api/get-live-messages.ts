import type { Page } from '@app/contract/envelope';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { liveMessagePageParams } from '@app/contract/read-addresses';
import { getPage } from '../../../lib/api-client';
import type { LiveMessageFilter } from './live-keys';

export interface LiveMessagesQuery extends Omit<LiveMessageFilter, 'teacherIds'> {
  teacherIds?: readonly number[];
  beforeId?: number | null;
  /** The text room's messages ('word', the default) or the video room's comments ('video'). */
  liveTypeCode?: 'word' | 'video';
}

/**
 * GET /api/live/message/get/list: rows newest first. Without beforeId the newest page; with it the
 * page just older than that id (a cursor, so it stays stable while new messages arrive).
 */
export function getLiveMessagePage(
  query: LiveMessagesQuery,
  signal?: AbortSignal,
): Promise<Page<LiveMessage>> {
  return getPage<LiveMessage>(Api.liveMessageList, liveMessagePageParams(query), { signal });
}

export async function getLiveMessages(
  query: LiveMessagesQuery,
  signal?: AbortSignal,
): Promise<LiveMessage[]> {
  return (await getLiveMessagePage(query, signal)).rows;
}
