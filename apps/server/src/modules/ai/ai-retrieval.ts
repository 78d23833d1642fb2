import {
  AI_CONTEXT_PASSAGES,
  AI_RELATED_SCORE_SHARE,
  AI_RELEVANCE_FLOOR,
  type AiCitation,
} from '@app/contract/ai';
import { questionWords, searchWords } from '../../lib/zh-segment';
import type { Viewer } from '../../lib/viewer';
import type { ContextPassage } from '../../providers/ai/ai-provider';
import type { Embedder } from '../../providers/ai/embedder';
import type { AiIndex } from './ai-index';
import type { AiRepository, SearchPassage } from './ai.repository';
import type { PaidSource } from './answer-access';
import { createBm25, type Bm25 } from './bm25';
import { fuseByMeaning } from './rerank';

/** Word matches considered (and re-ranked by meaning when an embedding model is set). */
const SEARCH_CANDIDATES = 30;
/** Text of one source given to the model. */
const PASSAGE_CONTEXT_CHARS = 900;
/** A passage's title counts this many times: a passage is mostly about what its title names. */
const TITLE_WEIGHT = 2;

export interface Retrieved {
  passages: ContextPassage[];
  citations: AiCitation[];
  /** Per citation, the paid text the answer was given of it (recorded with the answer, decision 061). */
  paid: PaidSource[];
}

export interface PassageHit extends SearchPassage {
  score: number;
  sourceLocked: boolean;
  embedding: number[] | null;
}

interface SearchIndex {
  /** passagesVersion() when it was read. */
  version: string;
  passages: SearchPassage[];
  bm25: Bm25;
}

const nothing = (): Retrieved => ({ passages: [], citations: [], paid: [] });
/** The same words posted in two rooms are one passage. */
const sameText = (body: string) => body.replace(/\s+/g, '');

/**
 * Finds what the assistant may quote: jieba words ranked by BM25 over every indexed passage (kept in memory,
 * rebuilt when the index changed on any instance), optionally re-ranked by meaning. Below the relevance floor
 * nothing is returned and the assistant says it found nothing (decision 068).
 */
export function createAiRetrieval(deps: {
  repo: AiRepository;
  index: AiIndex;
  embedder?: Embedder | undefined;
  onProviderError?: ((error: unknown) => void) | undefined;
}) {
  const { repo } = deps;
  let loaded: SearchIndex | null = null;
  let loading: Promise<SearchIndex> | null = null;

  async function load(version: string): Promise<SearchIndex> {
    const passages = await repo.passagesForSearch();
    const docs = passages.map((p) => {
      const title = searchWords(p.title);
      return [...Array.from({ length: TITLE_WEIGHT }, () => title).flat(), ...searchWords(p.body)];
    });
    return { version, passages, bm25: createBm25(docs) };
  }

  /** The search index as of the passages stored now. */
  async function current(): Promise<SearchIndex> {
    await deps.index.ensureFresh();
    const version = await repo.passagesVersion();
    if (loaded?.version === version) return loaded;
    loading ??= load(version).finally(() => {
      loading = null;
    });
    loaded = await loading;
    return loaded;
  }

  /** Word matches the viewer may read, above the floor, best first; one per text. */
  async function search(question: string, viewer: Viewer): Promise<PassageHit[]> {
    const asked = questionWords(question);
    if (asked.length === 0) return [];
    const { passages, bm25 } = await current();
    // A compound none of our text has (开户门槛), whose parts the question also holds, is asked by its parts.
    const words = asked.filter(
      ([w = '', ...synonyms]) =>
        bm25.has(w) ||
        synonyms.some((s) => bm25.has(s)) ||
        !asked.some(([other = '']) => other !== w && w.includes(other)),
    );
    const open = viewer.modules;
    const hits: PassageHit[] = [];
    const texts = new Set<string>();
    let top = 0;
    for (const match of bm25.search(words)) {
      if (match.coverage < AI_RELEVANCE_FLOOR) continue;
      const p = passages[match.doc] as SearchPassage;
      if (p.moduleId !== null && !open.has(p.moduleId)) continue;
      top ||= match.score;
      // Far below the best match, a passage only shares a word in passing.
      if (match.score < top * AI_RELATED_SCORE_SHARE) break;
      const text = sameText(p.body);
      if (texts.has(text)) continue;
      texts.add(text);
      hits.push({
        ...p,
        score: match.score,
        sourceLocked: p.sourceModuleId !== null && !open.has(p.sourceModuleId),
        embedding: null,
      });
      if (hits.length === SEARCH_CANDIDATES) break;
    }
    return hits;
  }

  /**
   * Re-ranks the word matches by meaning: passages get their vectors on first use (kept with the passage),
   * the question its own. If the model fails, the word order stands.
   */
  async function byMeaning(question: string, hits: PassageHit[], embedder: Embedder): Promise<PassageHit[]> {
    if (hits.length < 2) return hits;
    try {
      const stored = await repo.embeddingsOf(hits.map((h) => h.id));
      const withStored = hits.map((h) => ({ ...h, embedding: stored.get(h.id) ?? null }));
      const missing = withStored.filter((h) => h.embedding === null);
      const vectors = await embedder.embed([question, ...missing.map((h) => `${h.title}\n${h.body}`)]);
      const [questionVector, ...passageVectors] = vectors as [number[], ...number[][]];
      const filled = missing.map((h, i) => ({ id: h.id, embedding: passageVectors[i] as number[] }));
      await repo.setEmbeddings(filled);
      const byId = new Map(filled.map((f) => [f.id, f.embedding]));
      return fuseByMeaning(
        withStored.map((h) => ({ ...h, embedding: h.embedding ?? byId.get(h.id) ?? null })),
        questionVector,
      );
    } catch (error) {
      deps.onProviderError?.(error);
      return hits;
    }
  }

  /** The best passages the viewer may read (one per page that opens them), and their citations. */
  async function retrieve(question: string, viewer: Viewer): Promise<Retrieved> {
    const found = await search(question, viewer);
    if (found.length === 0) return nothing();
    const hits = deps.embedder ? await byMeaning(question, found, deps.embedder) : found;
    // One passage per page that opens it (an article, or a room for its posts), ranked by its best hit;
    // its text joins the hits in reading order.
    const bySource = new Map<string, PassageHit[]>();
    for (const hit of hits) bySource.set(hit.url, [...(bySource.get(hit.url) ?? []), hit]);
    const best = [...bySource.values()].slice(0, AI_CONTEXT_PASSAGES) as [PassageHit, ...PassageHit[]][];
    return {
      passages: best.map((group) => {
        const body = [...group]
          .sort((a, b) => a.sourceId - b.sourceId || a.chunk - b.chunk)
          .map((h) => h.body)
          .join('\n')
          .slice(0, PASSAGE_CONTEXT_CHARS);
        return { title: group[0].title, url: group[0].url, body, locked: group[0].sourceLocked };
      }),
      citations: best.map(([h]) => ({
        kind: h.kind,
        id: h.sourceId,
        title: h.title,
        url: h.url,
        locked: h.sourceLocked,
      })),
      paid: best.map((group) => {
        const bodies = group.filter((h) => h.moduleId !== null);
        const moduleId = bodies[0]?.moduleId;
        return moduleId == null ? null : { moduleId, bodies: bodies.map((h) => h.body) };
      }),
    };
  }

  return { retrieve };
}
export type AiRetrieval = ReturnType<typeof createAiRetrieval>;
