import { useLayoutEffect, useRef } from 'react';
import { FIRST_SCREEN_ID, FIRST_SCREEN_MAX_WAIT_MS, FIRST_SCREEN_STYLE_ID } from '@app/contract/first-screen';

let firstScreenPictures: { of: Element; left: Map<string, number> } | null = null;

/**
 * The server may draw a page's first screen into the HTML (a shared article, decision 051) and hide the
 * app's root behind it. The app then renders out of sight and shows itself once it has drawn the same page
 * (or anything else: an error, another page), in the same frame as the first screen goes, so the reader
 * never sees a skeleton in between.
 */
export function revealApp(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  // The pictures it showed are the app's now; the removed screen is not kept alive by their count.
  firstScreenPictures = null;
  const waiting = [...onShown];
  onShown.clear();
  for (const task of waiting) task();
}

const onShown = new Set<() => void>();

/**
 * Runs `task` once the app shows itself (at once when the server drew no first screen, or it is gone).
 * Returns a function that cancels it.
 */
export function whenAppShown(task: () => void): () => void {
  if (!document.getElementById(FIRST_SCREEN_ID)) {
    task();
    return () => undefined;
  }
  const once = () => task();
  onShown.add(once);
  return () => onShown.delete(once);
}

/**
 * Whether the server's first screen, still up, shows this picture, counting each of its copies once: the app
 * draws such a picture at once instead of waiting for its box to be seen. The first screen goes in the frame
 * the app shows itself, and a picture the reader was looking at must not blink out for a frame; the browser
 * already holds it. Counted, so that an avatar the first screen shows twice is drawn at once twice, not in
 * every message of a long list.
 */
export function claimFirstScreenPicture(src: string): boolean {
  const firstScreen = document.getElementById(FIRST_SCREEN_ID);
  if (!firstScreen) return false;
  if (firstScreenPictures?.of !== firstScreen) {
    const left = new Map<string, number>();
    for (const img of firstScreen.querySelectorAll('img')) left.set(img.src, (left.get(img.src) ?? 0) + 1);
    firstScreenPictures = { of: firstScreen, left };
  }
  const href = new URL(src, document.baseURI).href;
  const count = firstScreenPictures.left.get(href) ?? 0;
  if (count === 0) return false;
  firstScreenPictures.left.set(href, count - 1);
  return true;
}

/** At start: whatever happens, the app shows itself after FIRST_SCREEN_MAX_WAIT_MS. */
export function revealAppEventually(): void {
  if (document.getElementById(FIRST_SCREEN_ID)) setTimeout(revealApp, FIRST_SCREEN_MAX_WAIT_MS);
}

/** A page shows itself once what it draws is final (before the browser paints that commit). */
export function useRevealAppWhen(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) revealApp();
  }, [drawn]);
}

/** The first screen belongs to the first page: a navigation elsewhere shows the app at once. */
export function useRevealAppOnNavigation(locationKey: string): void {
  const first = useRef(locationKey);
  useLayoutEffect(() => {
    if (locationKey !== first.current) revealApp();
  }, [locationKey]);
}
