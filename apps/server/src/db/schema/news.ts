import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessModules } from './access';
import { teachers } from './teachers';

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
  ],
);
export type NewsRow = typeof news.$inferSelect;
