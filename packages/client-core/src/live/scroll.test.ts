import { LIVE_LOAD_OLDER_MIN_MESSAGES, SCROLL_AUTO_THRESHOLD_PX } from '@app/contract/limits';
import { describe, expect, it } from 'vitest';
import { shouldAutoScroll, shouldLoadOlder } from './scroll';

describe('live room scrolling', () => {
  it('follows new messages unless the reader is more than 2000 px from the bottom', () => {
    expect(SCROLL_AUTO_THRESHOLD_PX).toBe(2000);
    expect(shouldAutoScroll(0)).toBe(true);
    expect(shouldAutoScroll(2000)).toBe(true);
    expect(shouldAutoScroll(2001)).toBe(false);
  });

  it('loads the previous page at the top once at least 20 messages are loaded', () => {
    expect(LIVE_LOAD_OLDER_MIN_MESSAGES).toBe(20);
    expect(shouldLoadOlder(0, 20)).toBe(true);
    expect(shouldLoadOlder(0.5, 40)).toBe(true);
    expect(shouldLoadOlder(0, 19)).toBe(false);
    expect(shouldLoadOlder(120, 40)).toBe(false);
  });
});
