import { getToken } from '@app/client-core/session/session';
import { AiApi, type AiChatRequest, type AiStreamEvent } from '@app/contract/ai';
import { storage } from '../../../lib/storage';

/** How asking ended before any answer streamed. */
export type AskRefusal =
  { kind: 'envelope'; code: number; msg: string } | { kind: 'network' } | { kind: 'aborted' };

/**
 * Splits NDJSON text as it arrives: returns the complete events and what is left of an unfinished line.
 * Network chunks end anywhere, so a line is only read once its '\n' came.
 */
export function takeLines(buffered: string): { events: AiStreamEvent[]; rest: string } {
  const events: AiStreamEvent[] = [];
  let rest = buffered;
  let end = rest.indexOf('\n');
  while (end >= 0) {
    const line = rest.slice(0, end).trim();
    rest = rest.slice(end + 1);
    if (line) events.push(JSON.parse(line) as AiStreamEvent);
    end = rest.indexOf('\n');
  }
  return { events, rest };
}

/**
 * POST /api/ai/chat/ollama and read the answer as it streams (NDJSON, one event per line). Aborting
 * `signal` closes the connection, which is how the server (and the model behind it) is told to stop.
 * Resolves with null when the stream ran (events went to onEvent), or with why there was none.
 */
export async function streamAiAnswer(
  body: AiChatRequest,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<AskRefusal | null> {
  const token = getToken(storage);
  let response: Response;
  try {
    response = await window.fetch(`${import.meta.env.VITE_API_BASE ?? ''}${AiApi.chat}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'network' };
  }
  if (!(response.headers.get('content-type') ?? '').includes('ndjson') || !response.body) {
    try {
      const envelope = (await response.json()) as { code?: number; msg?: string };
      return { kind: 'envelope', code: envelope.code ?? response.status, msg: envelope.msg ?? '' };
    } catch {
      return { kind: 'network' };
    }
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const { events, rest } = takeLines(buffered);
      buffered = rest;
      events.forEach(onEvent);
    }
    takeLines(`${buffered}${decoder.decode()}\n`).events.forEach(onEvent);
  } catch {
    if (!signal.aborted) onEvent({ type: 'error', msg: '' });
  }
  return null;
}
