import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A fresh secret seed (hex) and the hash published when the lottery starts. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

export const seedHashOf = (seed: string): string => createHash('sha256').update(seed, 'utf8').digest('hex');

const SAMPLE_BYTES = 6;
const SAMPLE_RANGE = 2 ** (SAMPLE_BYTES * 8);

/**
 * A uniform integer in [0, bound) from the seed: HMAC-SHA256(seed, "step:attempt"), 48 bits, with rejection
 * sampling so no value is favoured by the modulo.
 */
function uniformBelow(seed: string, step: number, bound: number): number {
  const limit = Math.floor(SAMPLE_RANGE / bound) * bound;
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHmac('sha256', seed).update(`${step}:${attempt}`).digest();
    const value = digest.readUIntBE(0, SAMPLE_BYTES);
    if (value < limit) return value % bound;
  }
}

/**
 * The winners: a deterministic function of the seed and the entrants, so anyone holding the revealed seed and
 * the published entrant list gets the same result. Entrants are deduplicated and sorted (the order they
 * joined in does not matter), then a partial Fisher–Yates shuffle picks `count` of them: each pick comes from
 * the members not yet picked, so nobody wins twice and only entrants win.
 */
export function drawWinners(seed: string, entrantIds: readonly number[], count: number): number[] {
  const pool = [...new Set(entrantIds)].sort((a, b) => a - b);
  const picks = Math.min(Math.max(0, Math.floor(count)), pool.length);
  for (let i = 0; i < picks; i += 1) {
    const j = i + uniformBelow(seed, i, pool.length - i);
    const chosen = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = chosen;
  }
  return pool.slice(0, picks);
}
