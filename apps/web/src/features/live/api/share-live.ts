import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** POST /api/live/share: counts a share (the link itself is copied by the page). */
export async function shareLive(
  liveId: number,
  channel: 'friend' | 'moments' | 'link' | 'more',
): Promise<void> {
  await request<DataEnvelope<unknown>>({
    url: Api.liveShare,
    method: 'POST',
    data: { liveId, channel },
    loading: false,
    toastOnError: false,
  });
}
