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

/** Carries live events between server instances; every subscriber (the publisher included) gets each once. */
export interface Broker {
  readonly kind: 'memory' | 'redis';
  publish(event: LiveEvent): Promise<void>;
  subscribe(handler: (event: LiveEvent) => void): void;
  close(): Promise<void>;
}

/** Wire format on Redis: `liveId|audience|frame`, so the frame is never parsed or re-serialized. */
export function encodeEvent(event: LiveEvent): string {
  return `${event.liveId}|${event.audience}|${event.frame}`;
}

export function decodeEvent(raw: string): LiveEvent | null {
  const first = raw.indexOf('|');
  const second = first < 0 ? -1 : raw.indexOf('|', first + 1);
  if (second < 0) return null;
  const liveId = Number(raw.slice(0, first));
  const audience = raw.slice(first + 1, second);
  if (!Number.isInteger(liveId) || (audience !== 'all' && audience !== 'teachers')) return null;
  return { liveId, audience, frame: raw.slice(second + 1) };
}
