import { useLayoutEffect, useState, type RefObject } from 'react';

/*
 * Native `loading="lazy"` alone fetches every picture within a screen or two of the viewport (Chrome's
 * distance threshold is 1250 px and more), so a page's pictures below the first screen or in a carousel's
 * later slides all load with the page. A picture waits instead until its box is actually seen, or until the
 * user first touches, scrolls or types: from then on the browser's own lazy loading takes over.
 */

const INPUT_EVENTS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

let interacted = false;
const onInput = new Set<() => void>();

function inputSeen() {
  if (interacted) return;
  interacted = true;
  for (const name of INPUT_EVENTS) window.removeEventListener(name, inputSeen, true);
  for (const listener of [...onInput]) listener();
  onInput.clear();
}

function subscribeInput(listener: () => void): () => void {
  if (onInput.size === 0)
    for (const name of INPUT_EVENTS)
      window.addEventListener(name, inputSeen, { capture: true, passive: true });
  onInput.add(listener);
  return () => void onInput.delete(listener);
}

// One observer for every picture on the page; each box is dropped once it has been seen.
let observer: IntersectionObserver | null = null;
const onSeen = new Map<Element, () => void>();

function observe(element: Element, listener: () => void): () => void {
  // A box that only touches the viewport's or a scroller's edge (a carousel's next slide) counts as
  // intersecting with a ratio of 0: it is seen once a part of it shows, reported by the second threshold.
  // A box without size (hidden, or never laid out) is seen at its first report: the browser's own lazy
  // loading decides for it.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const { width, height } = entry.boundingClientRect;
        const sizeless = width === 0 && height === 0;
        if (!sizeless && (!entry.isIntersecting || entry.intersectionRatio === 0)) continue;
        const seen = onSeen.get(entry.target);
        onSeen.delete(entry.target);
        observer?.unobserve(entry.target);
        seen?.();
      }
    },
    { threshold: [0, 0.01] },
  );
  onSeen.set(element, listener);
  observer.observe(element);
  return () => {
    onSeen.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Whether the box has been on screen (or the user has interacted with the page). `always` skips the wait
 * (the page's main picture). A box without size (hidden, or a test DOM that lays nothing out) counts as
 * seen: the browser's own lazy loading decides for it.
 */
export function useSeen(ref: RefObject<Element | null>, always = false): boolean {
  const [seen, setSeen] = useState(() => always || interacted);
  // The box's size comes from the observer's first report, not from measuring it here: a measurement
  // while the page is being built forces a layout per picture (a live room's first screen of messages
  // spent ~170 ms in them at a phone's speed).
  useLayoutEffect(() => {
    if (seen) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const show = () => setSeen(true);
    const stopInput = subscribeInput(show);
    const stopObserving = observe(element, show);
    return () => {
      stopInput();
      stopObserving();
    };
  }, [seen, ref]);
  return seen || always;
}
