import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { teachers } from './teachers';

export type LiveTypeCode = 'word' | 'video';

export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    typeCode: text('type_code').$type<LiveTypeCode>().notNull(),
    title: text('title').notNull(),
    pic: text('pic').notNull(),
    description: text('description').notNull().default(''),
    /** 1 = members may comment. */
    isOpenComment: integer('is_open_comment').notNull().default(0),
    heat: integer('heat').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Video rooms: the stream (HLS or MP4 under /media/video/) and whether it is on air. */
    streamUrl: text('stream_url'),
    videoStatus: text('video_status').$type<'live' | 'ended'>(),
    startAt: timestamp('start_at', { withTimezone: true }),
    /** Paid rooms: null = free. */
    moduleId: integer('module_id'),
  },
  (t) => [index('live_rooms_type_sort_idx').on(t.typeCode, t.sort)],
);
export type LiveRoomRow = typeof liveRooms.$inferSelect;

export const liveRoomTeachers = pgTable(
  'live_room_teachers',
  {
    liveId: integer('live_id')
      .notNull()
      .references(() => liveRooms.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.liveId, t.teacherId] }),
    index('live_room_teachers_teacher_idx').on(t.teacherId),
  ],
);

/** Message categories (the room's tab strip: 直播, 观点, 答疑 ...); ids are stable and used in links. */
export const liveCategories = pgTable('live_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});
export type LiveCategoryRow = typeof liveCategories.$inferSelect;

export const liveMessages = pgTable(
  'live_messages',
  {
    /** Increases per room in commit order: inserts take the room's row lock first. */
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => liveRooms.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => liveCategories.id),
    liveTypeId: integer('live_type_id').notNull().default(1),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    /**
     * What a chat search matches: the text a reader sees (tags dropped, entities decoded), so 'src' or
     * 'chart' do not match an image's markup and '&' finds 'A&B'.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`replace(replace(replace(replace(replace(replace(regexp_replace(content, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`,
    ),
    pic: text('pic'),
    memberId: integer('member_id').references(() => members.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    quoteId: integer('quote_id'),
    tplId: integer('tpl_id').notNull().default(0),
    /** Template messages: the id of the lottery, quiz or product the card shows. */
    tplRefId: integer('tpl_ref_id'),
    /** 1 shown, 0 hidden by a teacher. */
    status: integer('status').notNull().default(1),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_messages_room_category_id_idx').on(t.liveId, t.categoryId, t.id),
    index('live_messages_room_category_created_idx').on(t.liveId, t.categoryId, t.createdAt),
    index('live_messages_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.quoteId} is not null`),
    index('live_messages_member_idx')
      .on(t.memberId, t.liveId)
      .where(sql`${t.memberId} is not null`),
    index('live_messages_top_idx')
      .on(t.liveId, t.categoryId)
      .where(sql`${t.isTop}`),
  ],
);
export type LiveMessageRow = typeof liveMessages.$inferSelect;

export const liveLikes = pgTable(
  'live_likes',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => liveRooms.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_likes_room_member_idx').on(t.liveId, t.memberId)],
);

export const liveShares = pgTable(
  'live_shares',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => liveRooms.id),
    memberId: integer('member_id').references(() => members.id),
    channel: text('channel'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_shares_room_idx').on(t.liveId)],
);

/** Replays of live video rooms (SPEC §3 Playback: id and live.id). */
export const playbacks = pgTable(
  'playbacks',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => liveRooms.id),
    title: text('title').notNull(),
    pic: text('pic').notNull(),
    description: text('description').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    duration: integer('duration').notNull(),
    visits: integer('visits').notNull().default(0),
    /** false hides it from /visible lists (still reachable in /all for its teachers' pages). */
    visible: boolean('visible').notNull().default(true),
    moduleId: integer('module_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('playbacks_live_idx').on(t.liveId, t.recordedAt)],
);
export type PlaybackRow = typeof playbacks.$inferSelect;
