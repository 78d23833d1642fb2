import { describe, expect, it } from 'vitest';
import { drawWinners, newSeed, seedHashOf } from './lottery-draw';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('lottery draw', () => {
  it('publishes a hash that the revealed seed matches', () => {
    const { seed, seedHash } = newSeed();
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHashOf(seed)).toBe(seedHash);
    expect(newSeed().seed).not.toBe(seed);
  });

  it('is reproducible from the seed and does not depend on the order entrants joined', () => {
    const entrants = range(50).map((n) => n * 7);
    const a = drawWinners('seed-1', entrants, 5);
    expect(drawWinners('seed-1', [...entrants].reverse(), 5)).toEqual(a);
    expect(drawWinners('seed-2', entrants, 5)).not.toEqual(a);
  });

  it('never picks a member twice or someone who did not join', () => {
    for (let s = 0; s < 50; s += 1) {
      const entrants = [3, 3, 9, 12, 40, 41, 41];
      const winners = drawWinners(`s${s}`, entrants, 4);
      expect(winners).toHaveLength(4);
      expect(new Set(winners).size).toBe(4);
      for (const w of winners) expect(entrants).toContain(w);
    }
  });

  it('gives everyone when there are fewer entrants than prizes, nobody when nobody joined', () => {
    expect(drawWinners('x', [5, 2], 10).sort()).toEqual([2, 5]);
    expect(drawWinners('x', [], 3)).toEqual([]);
  });

  it('is fair: every entrant wins about equally often', () => {
    const counts = new Map<number, number>();
    const entrants = range(10);
    const rounds = 4000;
    for (let s = 0; s < rounds; s += 1)
      for (const w of drawWinners(`fair-${s}`, entrants, 1)) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const id of entrants) {
      const share = (counts.get(id) ?? 0) / rounds;
      expect(share).toBeGreaterThan(0.07);
      expect(share).toBeLessThan(0.13);
    }
  });
});
