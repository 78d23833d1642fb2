import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accessModules } from './access';
import { members } from './members';
import { teachers } from './teachers';

export const courseCategories = pgTable('course_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});
export type CourseCategoryRow = typeof courseCategories.$inferSelect;

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id),
    title: text('title').notNull(),
    pic: text('pic').notNull(),
    description: text('description').notNull(),
    /** Sanitized HTML introduction (members-only when the course is locked). */
    content: text('content').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    /** Yuan, two decimals; 0 = 免费. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    cycle: integer('cycle').notNull().default(0),
    cycleUnit: text('cycle_unit').$type<'day' | 'month' | 'year'>().notNull().default('month'),
    isShowPrice: integer('is_show_price').notNull().default(1),
    isReplay: boolean('is_replay').notNull().default(false),
    moduleId: integer('module_id').references(() => accessModules.id),
    /** false keeps it out of the public lists (/visible); its teachers and holders still find it. */
    visible: boolean('visible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('courses_category_idx').on(t.categoryId, t.publishedAt)],
);
export type CourseRow = typeof courses.$inferSelect;

export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.teacherId] }),
    index('course_teachers_teacher_idx').on(t.teacherId),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.sort)],
);
export type CourseSectionRow = typeof courseSections.$inferSelect;

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id),
    title: text('title').notNull(),
    /** Under /media/video/ (mp4 or m3u8). */
    videoUrl: text('video_url').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_chapters_section_idx').on(t.sectionId, t.sort)],
);
export type CourseChapterRow = typeof courseChapters.$inferSelect;

/** Per-member resume point of each chapter. */
export const courseProgress = pgTable(
  'course_progress',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.chapterId] }),
    index('course_progress_course_idx').on(t.memberId, t.courseId),
  ],
);

const memberCourse = (name: string) =>
  pgTable(
    name,
    {
      courseId: integer('course_id')
        .notNull()
        .references(() => courses.id),
      memberId: integer('member_id')
        .notNull()
        .references(() => members.id),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.courseId, t.memberId] }), index(`${name}_member_idx`).on(t.memberId)],
  );
export const courseLikes = memberCourse('course_likes');
export const courseFollows = memberCourse('course_follows');
/** Purchases of single courses (a module grant also unlocks them). */
export const coursePurchases = memberCourse('course_purchases');

export const courseShares = pgTable('course_shares', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  memberId: integer('member_id').references(() => members.id),
  crmUserId: text('crm_user_id'),
  parentMemberId: text('parent_member_id'),
  url: text('url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
