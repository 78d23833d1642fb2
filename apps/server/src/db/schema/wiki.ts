import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * 投资百科: short plain-language entries the assistant quotes first. Free to everyone; `category` groups
 * them on the list page, `sort` orders them inside it.
 */
export const wikiEntries = pgTable(
  'wiki_entries',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** Plain text, 2–5 sentences. */
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('wiki_entries_category_idx').on(t.category, t.sort)],
);
export type WikiEntryRow = typeof wikiEntries.$inferSelect;
