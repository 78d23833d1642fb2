/** Where window counts live: this process, or Redis so every instance shares them. */
export interface CounterStore {
  /** Adds `by` to key and returns the new total; the key disappears `ttlMs` after its first count. */
  increment(key: string, by: number, ttlMs: number): Promise<number>;
  get(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /**
   * Sliding window: records an event at `at` unless `limit` events already fall within the `windowMs`
   * before it (a refused event is not recorded). Answers whether it was recorded and how many are in the window.
   */
  record(key: string, at: number, windowMs: number, limit: number): Promise<{ ok: boolean; count: number }>;
  /**
   * Spacing: records `at` as the key's last event unless the last one recorded is less than `gapMs` before
   * it (then answers the wait, and records nothing). The record is kept `ttlMs`. A gap of 0 always records.
   */
  space(
    key: string,
    at: number,
    gapMs: number,
    ttlMs: number,
  ): Promise<{ ok: boolean; retryAfterMs: number }>;
  close(): Promise<void>;
}
