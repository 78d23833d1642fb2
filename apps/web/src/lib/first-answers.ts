import { FIRST_ANSWERS_ID, FIRST_ANSWERS_MAX_AGE_MS, firstAnswerKey } from '@app/contract/first-screen';

let answers: Map<string, unknown> | undefined;

/** The answers the server sent with the page (decision 054), read once; a malformed element gives none. */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(FIRST_ANSWERS_ID);
  element?.remove();
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '{}');
    if (parsed && typeof parsed === 'object')
      for (const [address, body] of Object.entries(parsed)) answers.set(address, body);
  } catch {
    // Nothing usable: every request goes to the server.
  }
  return answers;
}

/** Read without building a Headers object, which refuses some values the fetch itself would send. */
function carriesToken(headers: HeadersInit | undefined): boolean {
  if (!headers) return false;
  if (headers instanceof Headers) return headers.has('authorization');
  const names = Array.isArray(headers) ? headers.map(([name]) => name) : Object.keys(headers);
  return names.some((name) => name.toLowerCase() === 'authorization');
}

/**
 * The server's answer to this request when it came with the page: a GET without a member's token, asked
 * for the first time and soon after the page loaded. Each answer is taken once; later requests, and every
 * member's, go to the server.
 */
export function takeFirstAnswer(input: RequestInfo | URL, init?: RequestInit): Response | undefined {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  if (carriesToken(init?.headers)) return undefined;
  const known = pageAnswers();
  if (known.size === 0) return undefined;
  if (performance.now() > FIRST_ANSWERS_MAX_AGE_MS) {
    known.clear();
    return undefined;
  }
  const address = input instanceof Request ? input.url : String(input);
  const key = firstAnswerKey(address);
  if (!known.has(key)) return undefined;
  const body = known.get(key);
  known.delete(key);
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Tests: forget what was read, so the next request reads the page again. */
export function resetFirstAnswers(): void {
  answers = undefined;
}
