import { storage } from './storage';

/** Not a contract storage key: the speed is a local viewing preference, never sent to the server. */
const RATE_KEY = 'videoPlaybackRate';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export function storedPlaybackRate(): number {
  const value = Number(storage.get(RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(value) ? value : 1;
}

export function storePlaybackRate(rate: number): void {
  storage.set(RATE_KEY, String(rate));
}
