import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** POST /api/common/screenshot: the chosen messages rendered into one image; resolves with its URL. */
export async function createScreenshot(liveMessageIds: number[]): Promise<string> {
  return (await send<{ pic: string }>(Api.screenshot, { liveMessageIds })).pic;
}
