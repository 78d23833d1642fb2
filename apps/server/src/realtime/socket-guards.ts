/** Open sockets per client address on this instance. */
export function createAddressCounter() {
  const counts = new Map<string, number>();
  return {
    /** Counts one more socket for the address unless it already holds `max`. */
    take(address: string, max: number): boolean {
      const held = counts.get(address) ?? 0;
      if (held >= max) return false;
      counts.set(address, held + 1);
      return true;
    },
    release(address: string): void {
      const held = (counts.get(address) ?? 0) - 1;
      if (held > 0) counts.set(address, held);
      else counts.delete(address);
    },
  };
}

/** Fixed-window frame budget of one socket, on the monotonic clock: it is about wall time passing. */
export function createFrameBudget(
  limit: number,
  windowMs: number,
  now: () => number = () => performance.now(),
) {
  let windowStart = now();
  let used = 0;
  return {
    take(): boolean {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        used = 0;
      }
      used += 1;
      return used <= limit;
    },
  };
}
