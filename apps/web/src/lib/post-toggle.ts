import type { ToggleResult } from '@app/contract/content';
import type { DataEnvelope } from '@app/contract/envelope';
import { request } from './api-client';

/**
 * POSTs a like / collect / follow toggle (`data` names the target, e.g. `{ newsId }`); answers the new
 * state with its count, and the server's message. No loading mask: the button answers at once.
 */
export async function postToggle(
  url: string,
  data: Record<string, unknown>,
): Promise<{ result: ToggleResult; msg: string }> {
  const body = await request<DataEnvelope<ToggleResult>>({ url, method: 'POST', data, loading: false });
  return { result: body.data, msg: body.msg };
}
