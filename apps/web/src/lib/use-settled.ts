import { useEffect, useState } from 'react';

/**
 * Turns true once `ready` has been true, or after `maxWaitMs` whatever it is, and then stays true. A page
 * that draws several late parts in one go (nothing moving down as each arrives) waits with it, and a slow
 * part does not hold the page longer than `maxWaitMs`: it comes in on its own then.
 */
export function useSettled(ready: boolean, maxWaitMs: number): boolean {
  const [settled, setSettled] = useState(ready);
  if (ready && !settled) setSettled(true);
  useEffect(() => {
    if (settled) return undefined;
    const timer = window.setTimeout(() => setSettled(true), maxWaitMs);
    return () => window.clearTimeout(timer);
  }, [settled, maxWaitMs]);
  return settled || ready;
}
