import { describe, expect, it } from 'vitest';
import { badgeText } from './notification-entry';

describe('badgeText', () => {
  it('hides the badge with nothing unread and caps it at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
