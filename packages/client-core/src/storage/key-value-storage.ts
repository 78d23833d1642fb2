/**
 * Synchronous key-value storage, the common ground of localStorage, mini-program storage
 * and the in-memory store used in tests and server-side rendering.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createMemoryStorage(initial?: Record<string, string>): KeyValueStorage {
  const map = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
    },
    remove: (key) => {
      map.delete(key);
    },
  };
}

/** Reads a JSON value; a missing or corrupt entry reads as null rather than throwing. */
export function getJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.get(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}
