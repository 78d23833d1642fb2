import { useEffect, useState } from 'react';

/** Whole seconds until `at` (epoch ms), ticking each second; 0 once it has passed. */
export function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `at`
  }, [at]);
  return seconds;
}
