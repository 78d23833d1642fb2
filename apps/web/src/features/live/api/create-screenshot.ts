import type { DataEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { request } from '../../../lib/api-client';

/** POST /api/common/screenshot: the chosen messages rendered into one image; resolves with its URL. */
export async function createScreenshot(liveMessageIds: number[]): Promise<string> {
  const body = await request<DataEnvelope<{ pic: string }>>({
    url: Api.screenshot,
    method: 'POST',
    data: { liveMessageIds },
  });
  return body.data.pic;
}
