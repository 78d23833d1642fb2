import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** POST /api/live/share: counts a share (the link itself is copied by the page). */
export async function shareLive(
  liveId: number,
  channel: 'friend' | 'moments' | 'link' | 'more',
): Promise<void> {
  // A count in the background: the copy the user asked for has happened either way.
  await send(Api.liveShare, { liveId, channel }, { loading: false, toastOnError: false });
}
