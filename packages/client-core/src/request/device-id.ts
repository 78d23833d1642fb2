import { StorageKey } from '@app/contract/storage-keys';
import type { KeyValueStorage } from '../storage/key-value-storage';

/** Returns the device id, creating it once so every later request carries the same value. */
export function ensureDeviceId(
  storage: KeyValueStorage,
  random: () => number = Math.random,
  now: () => number = Date.now,
): string {
  const existing = storage.get(StorageKey.deviceId);
  if (existing) return existing;
  let suffix = '';
  for (let i = 0; i < 16; i += 1) suffix += Math.floor(random() * 16).toString(16);
  const id = `${now().toString(36)}${suffix}`;
  storage.set(StorageKey.deviceId, id);
  return id;
}
