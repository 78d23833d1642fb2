import { describe, expect, it } from 'vitest';
import { riskLevelAtLeast, riskLevelOf } from './interactive';

describe('risk levels', () => {
  it('maps scores to C1..C5 at the thresholds', () => {
    expect(riskLevelOf(0).level).toBe('C1');
    expect(riskLevelOf(19).level).toBe('C1');
    expect(riskLevelOf(20).level).toBe('C2');
    expect(riskLevelOf(36).level).toBe('C2');
    expect(riskLevelOf(37).level).toBe('C3');
    expect(riskLevelOf(53).level).toBe('C3');
    expect(riskLevelOf(54).level).toBe('C4');
    expect(riskLevelOf(80).level).toBe('C4');
    expect(riskLevelOf(81).level).toBe('C5');
    expect(riskLevelOf(100).level).toBe('C5');
    expect(riskLevelOf(100).title).toBe('激进型');
  });
  it('compares levels', () => {
    expect(riskLevelAtLeast('C3', 'C3')).toBe(true);
    expect(riskLevelAtLeast('C4', 'C3')).toBe(true);
    expect(riskLevelAtLeast('C2', 'C3')).toBe(false);
  });
});
