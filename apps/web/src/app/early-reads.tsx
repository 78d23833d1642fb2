import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

interface EarlyReadsProps {
  start: (query: URLSearchParams) => void;
  children: ReactNode;
}

/**
 * Starts a page's first reads as its route renders, before the page's own code has arrived: on a phone
 * the reads and the code download side by side instead of one after the other. Asking twice for one
 * address in one navigation (a render React redoes) starts one request (lib/early-read).
 */
export function EarlyReads({ start, children }: EarlyReadsProps) {
  const [query] = useSearchParams();
  const search = query.toString();
  useMemo(() => start(new URLSearchParams(search)), [start, search]);
  return children;
}
