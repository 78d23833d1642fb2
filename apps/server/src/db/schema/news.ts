import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessModules } from './access';
import { teachers } from './teachers';

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** A stable name links use instead of the id (e.g. strategy); null for most. */
  code: text('code').unique(),
  /** Position among the home page's categories; null = not on the home page. */
  homeSort: integer('home_sort'),
  /** An audio (radio-like) category: what /category/fm lists. */
  fm: boolean('fm').notNull().default(false),
});
export type NewsCategoryRow = typeof newsCategories.$inferSelect;

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** HTML, sanitized with the allowlist before it is stored. */
    content: text('content').notNull(),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    visits: integer('visits').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** Paid content: null = free, else readers need this module (SPEC §6). */
    moduleId: integer('module_id').references(() => accessModules.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    /** false keeps it out of the lists (/visible and the rest); /all and its own audience still list it. */
    visible: boolean('visible').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
  ],
);
export type NewsRow = typeof news.$inferSelect;
