/** Okapi BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

export interface Bm25Match {
  /** Position of the document as it was added. */
  doc: number;
  score: number;
  /**
   * The share of the query's weight (the idf of its words) this document contains, 0–1: how much of what was
   * asked it speaks about, comparable between questions (BM25 scores are not).
   */
  coverage: number;
}

/**
 * Okapi BM25 over documents given as word lists (already segmented). Built once per corpus; a query scores
 * only the documents sharing a word with it, through an inverted index.
 */
export function createBm25(docs: readonly (readonly string[])[]) {
  const postings = new Map<string, { doc: number; tf: number }[]>();
  const lengths = docs.map((words) => words.length);
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(docs.length, 1) || 1;
  docs.forEach((words, doc) => {
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    for (const [word, n] of tf) {
      const list = postings.get(word) ?? [];
      list.push({ doc, tf: n });
      postings.set(word, list);
    }
  });
  /** Never negative (the "+1" form): a word in most documents still counts a little. */
  const idf = (word: string) => {
    const df = postings.get(word)?.length ?? 0;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };

  return {
    size: docs.length,
    /** Whether any document has this word. */
    has: (word: string) => postings.has(word),
    /**
     * Documents sharing a word with the query, best first. Each query word comes as a group: the word and the
     * words that may stand for it; a document scores the group by its best member and covers the group's
     * weight (the first word's idf) when it has any member.
     */
    search(query: readonly (readonly string[])[]): Bm25Match[] {
      const groups = query.filter((g) => g.length > 0);
      const weights = groups.map((g) => idf(g[0] as string));
      const total = weights.reduce((a, b) => a + b, 0);
      const found = new Map<number, { score: number; weight: number }>();
      groups.forEach((group, i) => {
        const best = new Map<number, number>();
        for (const word of new Set(group)) {
          const weight = idf(word);
          for (const { doc, tf } of postings.get(word) ?? []) {
            const norm = K1 * (1 - B + (B * (lengths[doc] as number)) / averageLength);
            const score = (weight * tf * (K1 + 1)) / (tf + norm);
            best.set(doc, Math.max(best.get(doc) ?? 0, score));
          }
        }
        for (const [doc, score] of best) {
          const entry = found.get(doc) ?? { score: 0, weight: 0 };
          entry.score += score;
          entry.weight += weights[i] as number;
          found.set(doc, entry);
        }
      });
      return [...found]
        .map(([doc, { score, weight }]) => ({ doc, score, coverage: total > 0 ? weight / total : 0 }))
        .sort((a, b) => b.score - a.score || a.doc - b.doc);
    },
  };
}
export type Bm25 = ReturnType<typeof createBm25>;
