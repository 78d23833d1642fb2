import { useEffect, useState, type RefObject } from 'react';

/**
 * The page (1-based) under the middle of the screen as the reader scrolls: the last page whose top is
 * above the middle (the last page once scrolled to the end). Pages are stacked in order, so a binary
 * search over their tops is enough.
 */
export function useCurrentPage(container: RefObject<HTMLElement | null>, pageCount: number): number {
  const [current, setCurrent] = useState(1);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const pages = container.current?.querySelectorAll<HTMLElement>('[data-pdf-page]');
      if (!pages || pages.length === 0) return;
      // At the very end the last page counts even if it is too short to reach the middle.
      const root = document.scrollingElement ?? document.documentElement;
      if (
        root.scrollHeight > window.innerHeight &&
        window.innerHeight + window.scrollY >= root.scrollHeight - 2
      ) {
        setCurrent(pages.length);
        return;
      }
      const middle = window.innerHeight / 2;
      let low = 0;
      let high = pages.length - 1;
      let found = 0;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (pages[mid]!.getBoundingClientRect().top <= middle) {
          found = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      setCurrent(found + 1);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container, pageCount]);

  return Math.min(current, Math.max(pageCount, 1));
}
