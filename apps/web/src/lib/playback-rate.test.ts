import { afterEach, describe, expect, it } from 'vitest';
import { storePlaybackRate, storedPlaybackRate } from './playback-rate';
import { accessLogInterval } from './use-access-log';

afterEach(() => localStorage.clear());

describe('playback rate preference', () => {
  it('defaults to 1 and remembers a chosen speed', () => {
    expect(storedPlaybackRate()).toBe(1);
    storePlaybackRate(1.5);
    expect(storedPlaybackRate()).toBe(1.5);
  });

  it('ignores a stored value that is not one of the offered speeds', () => {
    localStorage.setItem('videoPlaybackRate', '16');
    expect(storedPlaybackRate()).toBe(1);
  });
});

describe('access log interval', () => {
  it('is 3000 ms, and 10000 ms on the live video page', () => {
    expect(accessLogInterval('/pages/news/list/index')).toBe(3000);
    expect(accessLogInterval('/pages/liveVideo/index/index')).toBe(10_000);
  });
});
