import { describe, expect, it } from 'vitest';
import { cosine, fuseByMeaning } from './rerank';

describe('cosine', () => {
  it('is 1 for the same direction, 0 for orthogonal or malformed vectors', () => {
    expect(cosine([1, 2], [2, 4])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([], [])).toBe(0);
    expect(cosine([1], [1, 2])).toBe(0);
  });
});

describe('fuseByMeaning', () => {
  const item = (name: string, embedding: number[] | null) => ({ name, embedding });

  it('lifts a passage that means what the question means above a mere word match', () => {
    const words = [item('word-match', [0, 1]), item('same-meaning', [1, 0]), item('neither', [0.2, 0.8])];
    expect(fuseByMeaning(words, [1, 0]).map((i) => i.name)).toEqual([
      'same-meaning',
      'word-match',
      'neither',
    ]);
  });

  it('keeps the word order when meaning agrees, and for passages without vectors', () => {
    const words = [item('a', [1, 0]), item('b', [0.9, 0.1]), item('c', null)];
    expect(fuseByMeaning(words, [1, 0]).map((i) => i.name)).toEqual(['a', 'b', 'c']);
  });
});
