import type { KeyValueStorage } from '@app/client-core/storage/key-value-storage';

type Listener = (key: string) => void;
const listeners = new Set<Listener>();
// Used when localStorage is unavailable (private mode, blocked cookies): the app still works per tab.
const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(key: string): void {
  for (const listener of listeners) listener(key);
}

/** localStorage behind client-core's KeyValueStorage, with change notifications for React. */
export const storage: KeyValueStorage = {
  get(key) {
    try {
      return local()?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key, value) {
    try {
      local()?.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
    notify(key);
  },
  remove(key) {
    try {
      local()?.removeItem(key);
    } catch {
      // quota or access errors: the memory copy below is still removed
    }
    memory.delete(key);
    notify(key);
  },
};

export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes everything except the listed keys (used by "clear cache"). */
export function clearStorageExcept(keep: readonly string[]): void {
  const store = local();
  if (store) {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && !keep.includes(key)) keys.push(key);
    }
    for (const key of keys) storage.remove(key);
  }
  for (const key of [...memory.keys()]) if (!keep.includes(key)) storage.remove(key);
}
