import type { AnyEnvelope } from '@app/contract/envelope';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';
import { listOf } from './list-of';

/** GET /api/live/message/get/list/around: a search hit with its neighbours, oldest first. */
export async function getLiveMessagesAround(
  query: { liveId: number; categoryId: number; id: number },
  signal?: AbortSignal,
): Promise<LiveMessage[]> {
  const body = await request<AnyEnvelope>({
    url: Api.liveMessageAround,
    params: query,
    loading: false,
    toastOnError: false,
    signal,
  });
  return listOf<LiveMessage>(body);
}
