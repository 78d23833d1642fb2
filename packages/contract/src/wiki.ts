import { z } from 'zod';
import { rowId } from './ids';

/** 投资百科: plain-language entries the assistant quotes first (issue 38). */
export const WikiApi = {
  /** GET: every entry's title, category and opening, in reading order (one short list, not paged). */
  list: '/api/wiki/list',
  /** GET /{id}: one entry. */
  detail: '/api/wiki/detail',
} as const;

/** Characters of an entry's opening shown on the list. */
export const WIKI_SUMMARY_CHARS = 40;

export const WikiText = {
  notFound: '百科词条不存在',
} as const;

export const wikiEntrySummary = z.object({
  id: rowId,
  title: z.string(),
  category: z.string(),
  /** The entry's opening, for the list. */
  summary: z.string(),
});
export type WikiEntrySummary = z.infer<typeof wikiEntrySummary>;

export const wikiEntry = z.object({
  id: rowId,
  title: z.string(),
  category: z.string(),
  /** Plain text. */
  body: z.string(),
});
export type WikiEntry = z.infer<typeof wikiEntry>;
