import type { SharePayload } from '@app/contract/content';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';

/**
 * GET /api/viewpoint/share: the server's share payload (public fields only; the address carries the
 * sharer as parentMemberId). The share button copies its title and address.
 */
export async function getViewpointShare(viewpointId: number): Promise<SharePayload> {
  // Quiet: the share button says when sharing failed.
  return getData<SharePayload>(Api.viewpointShare, { viewpointId });
}
