/** Cosine similarity of two vectors (0 when either is empty or their lengths differ). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** The usual constant of reciprocal rank fusion: dampens the lead of the very first ranks. */
const RRF_K = 60;

/**
 * Hybrid ranking: the word-match order (as given) fused with the order by meaning (cosine to the question),
 * by reciprocal rank fusion. Items without a vector keep only their word-match share.
 */
export function fuseByMeaning<T extends { embedding: number[] | null }>(
  items: readonly T[],
  question: number[],
): T[] {
  const byMeaning = items
    .map((item, index) => ({ index, score: item.embedding ? cosine(item.embedding, question) : -Infinity }))
    .sort((a, b) => b.score - a.score);
  const meaningRank = new Map(byMeaning.map((entry, rank) => [entry.index, rank]));
  const fused = items.map((item, wordRank) => {
    const rank = meaningRank.get(wordRank) ?? items.length;
    const meaning = item.embedding ? 1 / (RRF_K + rank) : 0;
    return { item, score: 1 / (RRF_K + wordRank) + meaning, wordRank };
  });
  return fused.sort((a, b) => b.score - a.score || a.wordRank - b.wordRank).map((entry) => entry.item);
}
