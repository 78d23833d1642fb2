import type { SharePayload } from '@app/contract/content';
import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/**
 * GET /api/viewpoint/share: the server's share payload (public fields only; the address carries the
 * sharer as parentMemberId). The share button copies its title and address.
 */
export async function getViewpointShare(viewpointId: number): Promise<SharePayload> {
  const body = await request<DataEnvelope<SharePayload>>({
    url: Api.viewpointShare,
    params: { viewpointId },
    loading: false,
    // The share button says when sharing failed.
    toastOnError: false,
  });
  return body.data;
}
