import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { news, newsCategories } from './news';

export const newsLikes = pgTable(
  'news_likes',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.memberId] })],
);

/** Collections (收藏); they show in the member's collection page. */
export const newsFavorites = pgTable(
  'news_favorites',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.memberId] }), index('news_favorites_member_idx').on(t.memberId)],
);

/** Read marks (view save); also what "unread" counts against. */
export const newsViews = pgTable(
  'news_views',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.memberId] })],
);

/**
 * Recorded reads (an article shown by GET info), counted per article and hour: what the hot and rising
 * lists rank by. Hours keep the table small however often an article is opened.
 */
export const newsReadHours = pgTable(
  'news_read_hours',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    reads: integer('reads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.hour] }), index('news_read_hours_hour_idx').on(t.hour)],
);

export type CommentStatus = 'shown' | 'hidden';
/** Comments on news, viewpoints and courses; targetType says which table targetId points into. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').$type<'news' | 'viewpoint' | 'course'>().notNull(),
    targetId: integer('target_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Plain text: every tag is stripped before storing. */
    content: text('content').notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('shown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_target_idx').on(t.targetType, t.targetId, t.id)],
);

export const newsCategoryFollows = pgTable(
  'news_category_follows',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.memberId] })],
);
