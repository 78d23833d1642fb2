import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, hours only when there are some', () => {
    expect(formatDuration(6)).toBe('00:06');
    expect(formatDuration(75.9)).toBe('01:15');
    expect(formatDuration(3600 + 62)).toBe('1:01:02');
    expect(formatDuration(-3)).toBe('00:00');
  });
});
