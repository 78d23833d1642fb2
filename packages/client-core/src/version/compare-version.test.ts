import { describe, expect, it } from 'vitest';
import { compareVersion, isOutdated } from './compare-version';

describe('compareVersion', () => {
  it('compares numerically part by part', () => {
    expect(compareVersion('2.0.10', '2.0.9')).toBe(1);
    expect(compareVersion('2.0.9', '2.0.10')).toBe(-1);
    expect(compareVersion('2.0.33', '2.0.33')).toBe(0);
    expect(compareVersion('10.0', '9.9.9')).toBe(1);
  });

  it('treats missing parts as 0', () => {
    expect(compareVersion('2.0', '2.0.0')).toBe(0);
    expect(compareVersion('2', '2.0.1')).toBe(-1);
  });

  it('says outdated only when the current version is lower', () => {
    expect(isOutdated('2.0.33', '2.0.34')).toBe(true);
    expect(isOutdated('2.0.33', '2.0.33')).toBe(false);
    expect(isOutdated('2.1.0', '2.0.34')).toBe(false);
  });
});
