import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** POST /api/live/message/status: a teacher hides (0) or restores (1) a member comment. */
export async function setMessageStatus(id: number, status: 0 | 1): Promise<void> {
  await send(Api.liveMessageStatus, { id, status }, { loading: false });
}
