import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { members } from './members';

/** Notifications of a member (push list), created by other modules through the push service. */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('push_messages_member_idx').on(t.memberId, t.id),
    // The badge counts unread ones only: a partial index keeps that cheap however long the history is.
    index('push_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type PushMessageRow = typeof pushMessages.$inferSelect;

export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('homeworks_course_idx').on(t.courseId)],
);
export type HomeworkRow = typeof homeworks.$inferSelect;

export const homeworkQuestions = pgTable(
  'homework_questions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id),
    sort: integer('sort').notNull().default(0),
    /** single | multiple */
    type: text('type').$type<'single' | 'multiple'>().notNull(),
    stem: text('stem').notNull(),
    /** Option texts in label order (A, B, C...; at most 11). */
    options: jsonb('options').$type<string[]>().notNull(),
    /** The right labels, sorted ("AC"). */
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    score: smallint('score').notNull(),
  },
  (t) => [index('homework_questions_homework_idx').on(t.homeworkId, t.sort)],
);
export type HomeworkQuestionRow = typeof homeworkQuestions.$inferSelect;

export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's labels per question id. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    correctCount: integer('correct_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Answered once: a second submit (a double tap, two devices) hits this and is refused.
    uniqueIndex('homework_submissions_once_idx').on(t.homeworkId, t.memberId),
    index('homework_submissions_member_idx').on(t.memberId, t.id),
  ],
);
export type HomeworkSubmissionRow = typeof homeworkSubmissions.$inferSelect;

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact'),
    /** pending | replied */
    status: text('status').$type<'pending' | 'replied'>().notNull().default('pending'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedbacks_member_idx').on(t.memberId, t.id)],
);
export type FeedbackRow = typeof feedbacks.$inferSelect;

export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  /** help | faq */
  kind: text('kind').$type<'help' | 'faq'>().notNull(),
  title: text('title').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
export type HelpCategoryRow = typeof helpCategories.$inferSelect;

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    /** Tag-free text of the content, for search and summaries. */
    plainText: text('plain_text').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sort)],
);
export type HelpArticleRow = typeof helpArticles.$inferSelect;
