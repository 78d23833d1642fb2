import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accessModules } from './access';
import { members } from './members';
import { teachers } from './teachers';

/** A teacher's short market view. */
export const viewpoints = pgTable(
  'viewpoints',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    moduleId: integer('module_id').references(() => accessModules.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('viewpoints_published_idx').on(t.publishedAt)],
);
export type ViewpointRow = typeof viewpoints.$inferSelect;

export const viewpointLikes = pgTable(
  'viewpoint_likes',
  {
    viewpointId: integer('viewpoint_id')
      .notNull()
      .references(() => viewpoints.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.viewpointId, t.memberId] })],
);

/** Long-form articles (agreement-style or column pieces) read by id. */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  author: text('author').notNull(),
  pic: text('pic').notNull(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});
export type ArticleRow = typeof articles.$inferSelect;
