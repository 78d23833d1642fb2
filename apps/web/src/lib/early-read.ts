import { EARLY_READ_HANDOFF_MS } from '@app/contract/limits';
import type { RequestOptions } from '@app/client-core/request/create-request';

interface EarlyRead {
  answer: Promise<unknown>;
  startedAt: number;
  navigation: number;
}

const started = new Map<string, EarlyRead>();

let navigation = 0;
let lastLocation: unknown = null;

/**
 * Counts the router's navigations, back and forward included (the layout passes each new location). An
 * early read belongs to the navigation that started it: a page left before its read ran (its early read
 * answered "no permission" and led away, say) must not hand that answer to a later visit of the same
 * address, which reads afresh.
 */
export function noteNavigation(location: unknown): void {
  if (location === lastLocation) return;
  lastLocation = location;
  navigation += 1;
}

/**
 * What makes two reads the same: the address, its parameters and who asks (a login in between asks anew;
 * a read sent without the token is another read). Writes and reads with a body are never shared.
 */
function readKey(options: RequestOptions, token: string | null): string | null {
  if ((options.method ?? 'GET') !== 'GET' || options.data !== undefined) return null;
  const asker = options.isToken === false ? false : token;
  return JSON.stringify([options.url, options.params ?? null, asker]);
}

/**
 * Starts a read before the page that needs it has loaded (its route knows the address from the URL). The
 * answer waits for the page's own identical read, which takes it over once (`takeEarlyRead`) instead of
 * asking again: one request per visit, sent a round trip of code-loading sooner. Returns the answer of a
 * read it started, null when the same read is already on its way (or is not a read).
 */
export function startEarlyRead(
  options: RequestOptions,
  token: string | null,
  send: () => Promise<unknown>,
  now = Date.now(),
): Promise<unknown> | null {
  const key = readKey(options, token);
  if (key === null) return null;
  const running = started.get(key);
  // A render React redoes asks again within the same navigation: one request.
  if (running && running.navigation === navigation && now - running.startedAt < EARLY_READ_HANDOFF_MS)
    return null;
  const answer = send();
  answer.catch(() => undefined); // a read nobody takes over fails quietly; its taker sees the failure
  started.set(key, { answer, startedAt: now, navigation });
  return answer;
}

/**
 * The early answer to this read, once, if one was started in this navigation and within the hand-off time;
 * otherwise null.
 */
export function takeEarlyRead<T>(
  options: RequestOptions,
  token: string | null,
  now = Date.now(),
): Promise<T> | null {
  const key = readKey(options, token);
  if (key === null) return null;
  const early = started.get(key);
  if (!early) return null;
  started.delete(key);
  const current = early.navigation === navigation && now - early.startedAt < EARLY_READ_HANDOFF_MS;
  return current ? (early.answer as Promise<T>) : null;
}
