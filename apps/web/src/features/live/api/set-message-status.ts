import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** POST /api/live/message/status: a teacher hides (0) or restores (1) a member comment. */
export async function setMessageStatus(id: number, status: 0 | 1): Promise<void> {
  await request<DataEnvelope<unknown>>({
    url: Api.liveMessageStatus,
    method: 'POST',
    data: { id, status },
    loading: false,
  });
}
