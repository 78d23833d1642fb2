/** Sliding-window send limit per user on this instance (a user's sockets normally share one instance). */
export function createRateLimiter(options: { count: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sent = new Map<string, number[]>();

  return {
    /** Records one send and says whether it is within the limit. Refused sends are not recorded. */
    take(key: string): boolean {
      const at = now();
      const since = at - options.windowMs;
      const times = (sent.get(key) ?? []).filter((t) => t > since);
      if (times.length >= options.count) {
        sent.set(key, times);
        return false;
      }
      times.push(at);
      sent.set(key, times);
      // Forget quiet users now and then so the map stays as small as the set of active senders.
      if (sent.size > 10_000) {
        for (const [k, list] of sent) if ((list.at(-1) ?? 0) <= since) sent.delete(k);
      }
      return true;
    },
  };
}
