import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TeacherRow = typeof teachers.$inferSelect;
