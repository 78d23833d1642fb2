import { LIVE_LOAD_OLDER_MIN_MESSAGES, SCROLL_AUTO_THRESHOLD_PX } from '@app/contract/limits';

/** SPEC §4: follow new messages unless the reader is more than SCROLL_AUTO_THRESHOLD_PX from the bottom. */
export function shouldAutoScroll(distanceFromBottomPx: number): boolean {
  return distanceFromBottomPx <= SCROLL_AUTO_THRESHOLD_PX;
}

/** SPEC §4: at the top (under 1 px: zoomed screens report fractions) with at least LIVE_LOAD_OLDER_MIN_MESSAGES loaded, load the previous page. */
export function shouldLoadOlder(scrollTop: number, loadedCount: number): boolean {
  return scrollTop < 1 && loadedCount >= LIVE_LOAD_OLDER_MIN_MESSAGES;
}
