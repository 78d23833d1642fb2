/** Where window counts live: this process, or Redis so every instance shares them. */
export interface CounterStore {
  /** Adds `by` to key and returns the new total; the key disappears `ttlMs` after its first count. */
  increment(key: string, by: number, ttlMs: number): Promise<number>;
  get(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}
