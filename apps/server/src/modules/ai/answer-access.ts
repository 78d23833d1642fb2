import type { AiCitation } from '@app/contract/ai';
import type { AiMessageRow, StoredAiCitation } from '../../db/schema/ai';
import { canSee, type Viewer } from '../../lib/viewer';
import type { AiRepository } from './ai.repository';
import { lockSpans, quotedSpans, type Span } from './quoted-spans';

/** The paid text of one cited source the answer was given (null: only public text of it). */
export type PaidSource = { moduleId: number; bodies: string[] } | null;

/** The citations as an answer stores them: each paid source with its module and the lines quoting it. */
export function recordQuotes(
  content: string,
  citations: readonly AiCitation[],
  paid: readonly PaidSource[],
): StoredAiCitation[] {
  return citations.map((citation, i) => {
    const source = paid[i];
    if (!source) return { ...citation, moduleId: null, quotes: [] };
    return { ...citation, moduleId: source.moduleId, quotes: quotedSpans(content, source.bodies) };
  });
}

const sourceKey = (c: Pick<AiCitation, 'kind' | 'id'>) => `${c.kind}:${c.id}`;

/**
 * Access to stored answers is checked when they are read, not only when they were written: a member who
 * lost a module (refund, expiry) finds the lines quoting its content replaced by the lock notice and the
 * citation marked locked, while a member who holds it reads the answer as it was.
 */
export function createAnswerAccess(repo: Pick<AiRepository, 'paidPassages'>) {
  /** Answers stored before quotes were recorded: their paid sources are matched as indexed now. */
  async function legacyQuotes(rows: readonly AiMessageRow[]): Promise<Map<string, PaidSource>> {
    const wanted = new Map<string, { kind: AiCitation['kind']; sourceId: number }>();
    for (const row of rows)
      for (const c of row.citations)
        if (c.moduleId === undefined && !c.locked) wanted.set(sourceKey(c), { kind: c.kind, sourceId: c.id });
    const found = new Map<string, PaidSource>();
    for (const p of await repo.paidPassages([...wanted.values()])) {
      const key = sourceKey({ kind: p.kind, id: p.sourceId });
      const source = found.get(key) ?? { moduleId: p.moduleId, bodies: [] };
      source.bodies.push(p.body);
      found.set(key, source);
    }
    return found;
  }

  return {
    /** The messages as this viewer may read them now. */
    async visibleTo(rows: readonly AiMessageRow[], viewer: Viewer): Promise<AiMessageRow[]> {
      const legacy = rows.some((r) => r.citations.some((c) => c.moduleId === undefined && !c.locked))
        ? await legacyQuotes(rows)
        : new Map<string, PaidSource>();
      return rows.map((row) => {
        const spans: Span[] = [];
        const citations = row.citations.map((c) => {
          const source = c.moduleId === undefined ? legacy.get(sourceKey(c)) : null;
          const moduleId = c.moduleId ?? source?.moduleId ?? null;
          if (canSee(viewer, moduleId)) return c;
          spans.push(...(c.quotes ?? quotedSpans(row.content, source?.bodies ?? [])));
          return { ...c, locked: true };
        });
        if (citations.every((c, i) => c === row.citations[i])) return row;
        return { ...row, content: lockSpans(row.content, spans), citations };
      });
    },
  };
}
export type AnswerAccess = ReturnType<typeof createAnswerAccess>;
