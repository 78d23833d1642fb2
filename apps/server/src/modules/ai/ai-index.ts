import type { Clock } from '../../lib/clock';
import { tsvectorLiteral } from '../../lib/cjk-tokens';
import type { AiRepository, NewPassage } from './ai.repository';
import { SOURCE_TABLES, type Source, type SourceKind } from './ai-sources';
import type { Database } from '../../db/client';

/** Body passages are about this long, cut at sentence ends, so a quote stays readable. */
const PASSAGE_CHARS = 280;
/** Sources re-read per batch while indexing. */
const BATCH = 100;

/** Cuts text into passages of about PASSAGE_CHARS at sentence ends (。！？；.!? or line breaks). */
export function splitPassages(text: string, size = PASSAGE_CHARS): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[。！？；!?;])|(?<=\.)\s/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    // A sentence longer than two passages is cut where it must be.
    for (let i = 0; i < sentence.length; i += size * 2) {
      const piece = sentence.slice(i, i + size * 2);
      if (current && current.length + piece.length > size) {
        out.push(current);
        current = '';
      }
      current += piece;
    }
  }
  if (current) out.push(current);
  return out;
}

function passagesOf(source: Source): NewPassage[] {
  const base = {
    kind: source.kind,
    sourceId: source.id,
    title: source.title,
    url: source.url,
    sourceModuleId: source.moduleId,
    sourceHash: source.hash,
    publishedAt: source.publishedAt,
  };
  const out: NewPassage[] = [];
  // Chunk 0: what lists show everyone (title and description), even for paid content.
  if (source.summary.trim()) {
    out.push({
      ...base,
      chunk: 0,
      body: source.summary.trim(),
      moduleId: null,
      tokens: tsvectorLiteral(source.title, source.summary),
    });
  }
  splitPassages(source.body).forEach((body, i) => {
    out.push({
      ...base,
      chunk: i + 1,
      body,
      moduleId: source.moduleId,
      tokens: tsvectorLiteral(source.title, body),
    });
  });
  // A source with neither still has a title worth finding.
  if (out.length === 0) {
    out.push({ ...base, chunk: 0, body: '', moduleId: null, tokens: tsvectorLiteral(source.title, '') });
  }
  return out;
}

/**
 * Keeps ai_passages in step with the content: each refresh compares fingerprints of every source with
 * those indexed and re-indexes only what changed (new, edited, re-priced or deleted). Idempotent, so
 * instances may refresh at the same time; a search refreshes first when the last refresh is older than
 * `maxAgeMs`.
 */
export function createAiIndex(deps: { db: Database; repo: AiRepository; clock: Clock; maxAgeMs: number }) {
  let lastRefresh = -Infinity;
  let running: Promise<{ indexed: number; removed: number }> | null = null;

  async function refreshKind(kind: SourceKind) {
    const table = SOURCE_TABLES[kind];
    const [current, indexed] = await Promise.all([table.hashes(deps.db), deps.repo.passageHashes(kind)]);
    const changed = [...current].filter(([id, hash]) => indexed.get(id) !== hash).map(([id]) => id);
    const removed = [...indexed.keys()].filter((id) => !current.has(id));
    await deps.repo.replacePassages(kind, removed, []);
    for (let i = 0; i < changed.length; i += BATCH) {
      const ids = changed.slice(i, i + BATCH);
      const sources = await table.load(deps.db, ids);
      await deps.repo.replacePassages(kind, ids, sources.flatMap(passagesOf));
    }
    return { indexed: changed.length, removed: removed.length };
  }

  async function refresh() {
    const totals = { indexed: 0, removed: 0 };
    for (const kind of Object.keys(SOURCE_TABLES) as SourceKind[]) {
      const done = await refreshKind(kind);
      totals.indexed += done.indexed;
      totals.removed += done.removed;
    }
    lastRefresh = deps.clock.now().getTime();
    return totals;
  }

  return {
    /** Brings the index up to date now (one refresh at a time per process). */
    refresh(): Promise<{ indexed: number; removed: number }> {
      running ??= refresh().finally(() => {
        running = null;
      });
      return running;
    },
    /** Refreshes when the index may be stale. */
    async ensureFresh(): Promise<void> {
      if (deps.clock.now().getTime() - lastRefresh >= deps.maxAgeMs) await this.refresh();
    },
  };
}
export type AiIndex = ReturnType<typeof createAiIndex>;
