import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  aiConversations,
  aiMessages,
  aiPassages,
  type AiConversationRow,
  type AiMessageRow,
} from '../../db/schema/ai';
import type { SourceKind } from './ai-sources';

export type NewMessage = Omit<typeof aiMessages.$inferInsert, 'id'>;
export type NewPassage = Omit<typeof aiPassages.$inferInsert, 'id'>;

/** A passage as the search index holds it. */
export interface SearchPassage {
  id: number;
  kind: SourceKind;
  sourceId: number;
  chunk: number;
  title: string;
  url: string;
  body: string;
  /** The module this passage needs (null: public). */
  moduleId: number | null;
  /** The module of its whole source (its public summary says the source is paid). */
  sourceModuleId: number | null;
}

export function createAiRepository(db: Database) {
  return {
    async createConversation(memberId: number, title: string, at: Date): Promise<AiConversationRow> {
      const [row] = await db
        .insert(aiConversations)
        .values({ memberId, title, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('conversation not created');
      return row;
    },

    /** Another member's conversation is answered like a missing one. */
    async conversationOf(id: number, memberId: number): Promise<AiConversationRow | null> {
      const [row] = await db
        .select()
        .from(aiConversations)
        .where(and(eq(aiConversations.id, id), eq(aiConversations.memberId, memberId)))
        .limit(1);
      return row ?? null;
    },

    async conversationsPage(memberId: number, limit: number, offset: number) {
      const where = eq(aiConversations.memberId, memberId);
      const rows = await db
        .select()
        .from(aiConversations)
        .where(where)
        .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(aiConversations).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async touchConversation(id: number, at: Date): Promise<void> {
      await db.update(aiConversations).set({ updatedAt: at }).where(eq(aiConversations.id, id));
    },

    async deleteConversation(id: number, memberId: number): Promise<boolean> {
      const gone = await db
        .delete(aiConversations)
        .where(and(eq(aiConversations.id, id), eq(aiConversations.memberId, memberId)))
        .returning({ id: aiConversations.id });
      return gone.length > 0;
    },

    messages(conversationId: number): Promise<AiMessageRow[]> {
      return db
        .select()
        .from(aiMessages)
        .where(eq(aiMessages.conversationId, conversationId))
        .orderBy(asc(aiMessages.id));
    },

    async addMessage(message: NewMessage): Promise<AiMessageRow> {
      const [row] = await db.insert(aiMessages).values(message).returning();
      if (!row) throw new Error('message not stored');
      return row;
    },

    async finishMessage(
      id: number,
      end: Pick<
        NewMessage,
        'content' | 'status' | 'doneReason' | 'promptTokens' | 'completionTokens' | 'citations'
      >,
    ): Promise<void> {
      await db.update(aiMessages).set(end).where(eq(aiMessages.id, id));
    },

    /** Regenerating: the answers after the conversation's last question go. */
    async deleteMessagesAfter(conversationId: number, messageId: number): Promise<void> {
      await db
        .delete(aiMessages)
        .where(and(eq(aiMessages.conversationId, conversationId), gt(aiMessages.id, messageId)));
    },

    async passageHashes(kind: SourceKind): Promise<Map<number, string>> {
      const rows = await db
        .selectDistinct({ id: aiPassages.sourceId, hash: aiPassages.sourceHash })
        .from(aiPassages)
        .where(eq(aiPassages.kind, kind));
      return new Map(rows.map((r) => [r.id, r.hash]));
    },

    /** Replaces every passage of these sources in one transaction (readers see old or new, never none). */
    async replacePassages(kind: SourceKind, sourceIds: number[], passages: NewPassage[]): Promise<void> {
      if (sourceIds.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .delete(aiPassages)
          .where(and(eq(aiPassages.kind, kind), inArray(aiPassages.sourceId, sourceIds)));
        for (let i = 0; i < passages.length; i += 200) {
          await tx
            .insert(aiPassages)
            .values(passages.slice(i, i + 200))
            .onConflictDoNothing();
        }
      });
    },

    /** Every passage with text, for the in-memory search index (no vectors: they are read per question). */
    async passagesForSearch(): Promise<SearchPassage[]> {
      return db
        .select({
          id: aiPassages.id,
          kind: aiPassages.kind,
          sourceId: aiPassages.sourceId,
          chunk: aiPassages.chunk,
          title: aiPassages.title,
          url: aiPassages.url,
          body: aiPassages.body,
          moduleId: aiPassages.moduleId,
          sourceModuleId: aiPassages.sourceModuleId,
        })
        .from(aiPassages)
        .where(sql`${aiPassages.body} <> ''`)
        .orderBy(asc(aiPassages.id));
    },

    /**
     * Changes whenever passages are replaced (new ids) or removed (fewer rows), by any instance: tells an
     * instance its in-memory index is stale.
     */
    async passagesVersion(): Promise<string> {
      const [row] = await db
        .select({ n: count(), last: sql<number | null>`max(${aiPassages.id})` })
        .from(aiPassages);
      return `${row?.n ?? 0}:${row?.last ?? 0}`;
    },

    /** The stored vectors of these passages (null: not computed yet). */
    async embeddingsOf(ids: readonly number[]): Promise<Map<number, number[] | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: aiPassages.id, embedding: aiPassages.embedding })
        .from(aiPassages)
        .where(inArray(aiPassages.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.embedding]));
    },

    /** The paid passages of these sources as they are indexed now (for answers that did not record theirs). */
    async paidPassages(
      sources: readonly { kind: SourceKind; sourceId: number }[],
    ): Promise<{ kind: SourceKind; sourceId: number; moduleId: number; body: string }[]> {
      if (sources.length === 0) return [];
      const rows = await db
        .select({
          kind: aiPassages.kind,
          sourceId: aiPassages.sourceId,
          moduleId: aiPassages.moduleId,
          body: aiPassages.body,
        })
        .from(aiPassages)
        .where(
          and(
            isNotNull(aiPassages.moduleId),
            or(...sources.map((s) => and(eq(aiPassages.kind, s.kind), eq(aiPassages.sourceId, s.sourceId)))),
          ),
        );
      return rows.flatMap((r) => (r.moduleId === null ? [] : [{ ...r, moduleId: r.moduleId }]));
    },

    /** Stores passages' embeddings (computed once, reused until the passage is indexed again). */
    async setEmbeddings(rows: { id: number; embedding: number[] }[]): Promise<void> {
      for (const row of rows)
        await db.update(aiPassages).set({ embedding: row.embedding }).where(eq(aiPassages.id, row.id));
    },
  };
}
export type AiRepository = ReturnType<typeof createAiRepository>;
