/**
 * One event for one room, already serialized: the instance that persisted it builds the frame once and
 * every instance sends that same string to its local sockets.
 */
export interface LiveEvent {
  liveId: number;
  /** 'teachers' frames reach only the room's teachers (e.g. anything about a hidden message). */
  audience: 'all' | 'teachers';
  frame: string;
}

/**
 * A change to who a socket speaks for or what it may read, made on any instance: every instance's open
 * sockets must follow it at once, not at their next send.
 */
export type AccessEvent =
  /** One session ended (logout): sockets that identified with it lose the member. */
  | { kind: 'session-ended'; tokenHash: string }
  /** Every session of the member ended (password change, cancellation). */
  | { kind: 'member-signed-out'; memberId: number }
  /** The member's grants changed (revoked, shortened or extended): their paid-room rights are re-checked. */
  | { kind: 'grants-changed'; memberId: number };

/**
 * A cache whose entries another instance's write made stale: every instance drops its copy of that cache,
 * so a change made through one instance is not answered from another's memory until its TTL runs out.
 */
export interface CacheEvent {
  kind: 'cache-stale';
  cache: string;
}

/**
 * A private-message frame for one party: `m:{memberId}` (a member's sockets) or `t:{teacherId}` (the sockets
 * of every account linked to the teacher). Already serialized, like room frames.
 */
export interface ChatEvent {
  channel: 'chat';
  to: string;
  frame: string;
}

export type BrokerEvent = LiveEvent | AccessEvent | CacheEvent | ChatEvent;

export const isCacheEvent = (event: BrokerEvent): event is CacheEvent =>
  'kind' in event && event.kind === 'cache-stale';
export const isAccessEvent = (event: BrokerEvent): event is AccessEvent =>
  'kind' in event && event.kind !== 'cache-stale';
export const isChatEvent = (event: BrokerEvent): event is ChatEvent => 'channel' in event;

/** Carries live events between server instances; every subscriber (the publisher included) gets each once. */
export interface Broker {
  readonly kind: 'memory' | 'redis';
  publish(event: BrokerEvent): Promise<void>;
  subscribe(handler: (event: BrokerEvent) => void): void;
  close(): Promise<void>;
}

const ACCESS_PREFIX = 'access|';
const CHAT_PREFIX = 'chat|';
const CHAT_PARTY = /^[mt]:\d{1,10}$/;

/**
 * Wire format on Redis: `liveId|audience|frame`, so the frame is never parsed or re-serialized; access events
 * travel on the same channel (so they keep their order relative to the frames) as `access|{json}`, private
 * messages as `chat|{party}|frame`.
 */
export function encodeEvent(event: BrokerEvent): string {
  if ('kind' in event) return `${ACCESS_PREFIX}${JSON.stringify(event)}`;
  if (isChatEvent(event)) return `${CHAT_PREFIX}${event.to}|${event.frame}`;
  return `${event.liveId}|${event.audience}|${event.frame}`;
}

function decodeAccessEvent(json: string): AccessEvent | CacheEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { kind, tokenHash, memberId, cache } = value as Record<string, unknown>;
  if (kind === 'cache-stale' && typeof cache === 'string' && cache.length > 0) return { kind, cache };
  if (kind === 'session-ended' && typeof tokenHash === 'string' && tokenHash.length > 0)
    return { kind, tokenHash };
  if ((kind === 'member-signed-out' || kind === 'grants-changed') && Number.isInteger(memberId))
    return { kind, memberId: memberId as number };
  return null;
}

export function decodeEvent(raw: string): BrokerEvent | null {
  if (raw.startsWith(ACCESS_PREFIX)) return decodeAccessEvent(raw.slice(ACCESS_PREFIX.length));
  if (raw.startsWith(CHAT_PREFIX)) {
    const rest = raw.slice(CHAT_PREFIX.length);
    const bar = rest.indexOf('|');
    const to = bar < 0 ? '' : rest.slice(0, bar);
    return CHAT_PARTY.test(to) ? { channel: 'chat', to, frame: rest.slice(bar + 1) } : null;
  }
  const first = raw.indexOf('|');
  const second = first < 0 ? -1 : raw.indexOf('|', first + 1);
  if (second < 0) return null;
  const liveId = Number(raw.slice(0, first));
  const audience = raw.slice(first + 1, second);
  if (!Number.isInteger(liveId) || (audience !== 'all' && audience !== 'teachers')) return null;
  return { liveId, audience, frame: raw.slice(second + 1) };
}
