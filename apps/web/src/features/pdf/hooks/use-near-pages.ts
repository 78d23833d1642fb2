import { useEffect, useState, type RefObject } from 'react';

/**
 * Pages within about a screen and a half of the viewport: only these are drawn, and a page that moves
 * further away gives its canvas memory back (a long report would otherwise hold hundreds of canvases).
 */
export function useNearPages(
  container: RefObject<HTMLElement | null>,
  pageCount: number,
): ReadonlySet<number> {
  const [near, setNear] = useState<ReadonlySet<number>>(() =>
    typeof IntersectionObserver === 'undefined'
      ? new Set(Array.from({ length: pageCount }, (_, i) => i + 1))
      : new Set([1]),
  );

  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setNear((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.pdfPage);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        });
      },
      { rootMargin: '150% 0px' },
    );
    root.querySelectorAll('[data-pdf-page]').forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [container, pageCount]);

  return near;
}
