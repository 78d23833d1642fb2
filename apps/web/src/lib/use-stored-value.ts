import { useCallback, useSyncExternalStore } from 'react';
import { storage, subscribeStorage } from './storage';

/** Re-renders when the stored value of `key` changes (token, font size, locale...). */
export function useStoredValue(key: string): string | null {
  const subscribe = useCallback(
    (onChange: () => void) =>
      subscribeStorage((changed) => {
        if (changed === key) onChange();
      }),
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => storage.get(key),
    () => null,
  );
}
