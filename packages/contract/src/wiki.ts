/** 投资百科: plain-language entries the assistant quotes first (issue 38). Schemas: wiki-schemas.ts. */
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

export interface WikiEntrySummary {
  id: number;
  title: string;
  category: string;
  /** The entry's opening, for the list. */
  summary: string;
}

export interface WikiEntry {
  id: number;
  title: string;
  category: string;
  /** Plain text. */
  body: string;
}
