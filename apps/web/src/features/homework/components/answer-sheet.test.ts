import { describe, expect, it } from 'vitest';
import { toggleChoice } from './answer-sheet';

describe('toggleChoice', () => {
  it('keeps one label on a single-choice question', () => {
    expect(toggleChoice('', 'B', 'single')).toBe('B');
    expect(toggleChoice('B', 'D', 'single')).toBe('D');
  });
  it('adds and removes labels on a multiple-choice question, kept in A–K order', () => {
    expect(toggleChoice('', 'C', 'multiple')).toBe('C');
    expect(toggleChoice('C', 'A', 'multiple')).toBe('AC');
    expect(toggleChoice('ACK', 'C', 'multiple')).toBe('AK');
  });
});
