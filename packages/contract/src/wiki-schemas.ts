import { z } from 'zod';
import { rowId } from './ids';
import type { WikiEntry, WikiEntrySummary } from './wiki';

/** Zod schemas of the 投资百科 calls (server validation and OpenAPI); the types live in wiki.ts. */
export const wikiEntrySummary = z.object({
  id: rowId,
  title: z.string(),
  category: z.string(),
  summary: z.string(),
}) satisfies z.ZodType<WikiEntrySummary>;

export const wikiEntry = z.object({
  id: rowId,
  title: z.string(),
  category: z.string(),
  body: z.string(),
}) satisfies z.ZodType<WikiEntry>;
