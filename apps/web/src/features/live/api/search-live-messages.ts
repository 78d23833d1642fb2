import type { RowsEnvelope } from '@app/contract/envelope';
import type { LiveMessage, LiveSearchQuery } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

export interface SearchPage {
  rows: LiveMessage[];
  total: number;
}

/** GET /api/live/message/get/list/search: matching messages newest first, with the total. */
export async function searchLiveMessages(query: LiveSearchQuery, signal?: AbortSignal): Promise<SearchPage> {
  const body = await request<RowsEnvelope<LiveMessage>>({
    url: Api.liveMessageSearch,
    params: { ...query },
    loading: false,
    toastOnError: false,
    signal,
  });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}
