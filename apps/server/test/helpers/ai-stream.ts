import type { AiStreamEvent } from '@app/contract/ai';
import { AiApi } from '@app/contract/ai';

/** Posts a question over real HTTP and reads the NDJSON answer as it arrives. */
export async function askOverHttp(
  baseUrl: string,
  token: string,
  body: Record<string, unknown>,
  options: { onEvent?: (event: AiStreamEvent, all: AiStreamEvent[]) => void; signal?: AbortSignal } = {},
): Promise<{
  contentType: string;
  events: AiStreamEvent[];
  packets: number;
  envelope?: { code: number; msg: string };
}> {
  const response = await fetch(`${baseUrl}${AiApi.chat}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('ndjson')) {
    return {
      contentType,
      events: [],
      packets: 0,
      envelope: (await response.json()) as { code: number; msg: string },
    };
  }
  const events: AiStreamEvent[] = [];
  let packets = 0;
  let buffered = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      packets += 1;
      buffered += decoder.decode(chunk, { stream: true });
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        const event = JSON.parse(buffered.slice(0, end)) as AiStreamEvent;
        buffered = buffered.slice(end + 1);
        events.push(event);
        options.onEvent?.(event, events);
        end = buffered.indexOf('\n');
      }
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return { contentType, events, packets };
}

export const answerText = (events: AiStreamEvent[]) =>
  events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
