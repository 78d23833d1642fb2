import {
  real,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AiAnswerStatus, AiCitation, AiMode } from '@app/contract/ai';
import { members } from './members';

/** PostgreSQL's full-text vector; written as a literal of our own bigram tokens (see lib/cjk-tokens.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A member's conversation with the assistant. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_conversations_member_idx').on(t.memberId, t.updatedAt)],
);
export type AiConversationRow = typeof aiConversations.$inferSelect;

/**
 * A citation as an answer stores it: besides what members see, the module its quoted body needs (null: the
 * member was given only public text of it) and where the answer quotes it, so a member who no longer holds
 * the module sees those lines locked (decision 061). Answers stored before these fields are checked against
 * the passages as they are now.
 */
export interface StoredAiCitation extends AiCitation {
  moduleId?: number | null;
  quotes?: [number, number][];
}

/** A question or an answer; answers keep how they ended and the model's token counts. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<StoredAiCitation[]>().notNull().default([]),
    status: text('status').$type<AiAnswerStatus>().notNull().default('done'),
    mode: text('mode').$type<AiMode>(),
    model: text('model'),
    /** Ollama's done_reason (stop, length, load, unload) when the model finished. */
    doneReason: text('done_reason'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.id)],
);
export type AiMessageRow = typeof aiMessages.$inferSelect;

/**
 * What the assistant may quote: passages of our own content with Chinese bigram tokens. A source's public
 * summary (title and description) has no module; body passages keep the module that unlocks them.
 */
export const aiPassages = pgTable(
  'ai_passages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AiCitation['kind']>().notNull(),
    sourceId: integer('source_id').notNull(),
    chunk: integer('chunk').notNull(),
    title: text('title').notNull(),
    /** The app page that opens the source. */
    url: text('url').notNull(),
    body: text('body').notNull(),
    /** Null: anyone may read this passage; else members holding this module. */
    moduleId: integer('module_id'),
    /** The module of the whole source (its summary passage is public, but says it is paid). */
    sourceModuleId: integer('source_module_id'),
    tokens: tsvector('tokens').notNull(),
    /**
     * The passage's meaning as the embedding model sees it (OLLAMA_EMBED_MODEL), filled on first use; a
     * plain array, so it works without the pgvector extension.
     */
    embedding: real('embedding').array(),
    /** Fingerprint of the source when indexed: a changed source is indexed again. */
    sourceHash: text('source_hash').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_passages_source_idx').on(t.kind, t.sourceId, t.chunk),
    index('ai_passages_tokens_idx').using('gin', t.tokens),
  ],
);
export type AiPassageRow = typeof aiPassages.$inferSelect;
